import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MAX_ASSET_TAGS } from '@bagel/assets-contract';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { TagsField, type TagsFieldProps } from './tags-field';

/** The field keeps its tags in the story, as the form does; a refusal's message shows under it, as the form sets it. */
function StatefulTags(props: TagsFieldProps) {
  const [tags, setTags] = useState(props.value);
  const [error, setError] = useState(props.error);
  return (
    <TagsField
      {...props}
      value={tags}
      error={error}
      onChange={(next) => {
        props.onChange(next);
        setTags(next);
        setError(undefined);
      }}
      onReject={(message) => {
        props.onReject(message);
        setError(message);
      }}
    />
  );
}

/** Create Dataset's Tags (spec §2): chips added with Enter, each removable, limited by the contract. */
const meta = {
  title: 'Create Dataset/TagsField',
  component: TagsField,
  args: { value: [], onChange: fn(), onReject: fn() },
  render: (args) => <StatefulTags {...args} />,
  decorators: [withFrame],
} satisfies Meta<typeof TagsField>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const input = (canvas: Canvas) => canvas.getByLabelText(/Tags/, { selector: 'input:not([type=hidden])' });

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Type a tag and press Enter to add it')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Remove tag/ })).toBeNull();
  },
};

/** Typed and Enter: a chip each; the same tag twice stays one chip. */
export const AddingTags: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(input(canvas), 'poetry{Enter}sea{Enter}sea{Enter}');
    await expect(canvas.getAllByRole('button', { name: /Remove tag/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Remove tag poetry',
      'Remove tag sea',
    ]);
    await expect(args.onChange).toHaveBeenLastCalledWith(['poetry', 'sea']);
  },
};

/** A chip's remove button takes it away, and the field keeps the focus. */
export const RemovingATag: Story = {
  args: { value: ['poetry', 'sea', 'waves'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove tag sea' }));
    await expect(canvas.queryByRole('button', { name: 'Remove tag sea' })).toBeNull();
    await expect(input(canvas)).toHaveFocus();
  },
};

/** A tag past 32 characters is not added; the contract's message says why. */
export const TagTooLong: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(input(canvas), `${'a'.repeat(33)}{Enter}`);
    await expect(canvas.getByText('A tag is at most 32 characters')).toBeVisible();
    await expect(args.onReject).toHaveBeenCalledWith('A tag is at most 32 characters');
    await expect(canvas.queryByRole('button', { name: /Remove tag/ })).toBeNull();
  },
};

/** The last tag allowed is already there: one more is refused. On a phone the chips wrap within the width. */
export const TooManyTagsOnPhone: Story = {
  args: { value: Array.from({ length: MAX_ASSET_TAGS }, (_, index) => `tag-${index + 1}`) },
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(insideFrame(canvasElement, canvas.getAllByRole('button', { name: /Remove tag/ }))).toBe(true);
    await userEvent.type(input(canvas), 'one-more{Enter}');
    await expect(canvas.getByText(`At most ${MAX_ASSET_TAGS} tags`)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove tag one-more' })).toBeNull();
  },
};

/** While the dataset is being created: the chips stay, without their remove buttons. */
export const Disabled: Story = {
  args: { value: ['poetry', 'sea'], disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('poetry')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Remove tag/ })).toBeNull();
    await expect(input(canvas)).toBeDisabled();
  },
};
