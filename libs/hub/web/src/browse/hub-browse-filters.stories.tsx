import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import type { HubBrowseParams } from './hub-browse-params';
import { HubBrowseFilters } from './hub-browse-filters';

type FiltersProps = Parameters<typeof HubBrowseFilters>[0];

/** Holds the parameters, as the address does for the browse page, and reports each change to `onChange`. */
function Browsing(props: FiltersProps) {
  const [params, setParams] = useState(props.params);
  return (
    <HubBrowseFilters
      params={params}
      onChange={(changes, options) => {
        setParams((current) => ({ ...current, ...changes }));
        props.onChange(changes, options);
      }}
    />
  );
}

const START: HubBrowseParams = { query: '', searchType: 'model', sort: 'downloads', tag: '', format: '', page: 1 };

/** Search, models or datasets, sort, tag and format above the hub's results. */
const meta = {
  title: 'Hub/HubBrowseFilters',
  component: HubBrowseFilters,
  render: (args) => <Browsing {...args} />,
  args: { params: START, onChange: fn() },
  decorators: [withFrame],
} satisfies Meta<typeof HubBrowseFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Models: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Search Hugging Face' })).toHaveAttribute('placeholder', 'Name, family or tag');
    await expect(canvas.getByRole('radio', { name: 'Models' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('downloads');
    await expect(canvas.getByRole('combobox', { name: 'Tag' })).toHaveDisplayValue('Any tag');
    await expect(canvas.getByRole('option', { name: 'safetensors' })).toBeInTheDocument();
  },
};

/** Datasets offer their tasks and data formats instead. */
export const Datasets: Story = {
  args: { params: { ...START, searchType: 'dataset', sort: 'likes' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Datasets' })).toBeChecked();
    await expect(canvas.getByRole('option', { name: 'question-answering' })).toHaveValue('task_categories:question-answering');
    await expect(canvas.getByRole('option', { name: 'parquet' })).toBeInTheDocument();
  },
};

/** A shared link's tag that is not offered still shows as chosen. */
export const UnlistedTag: Story = {
  args: { params: { ...START, query: 'llama', tag: 'license:llama3.2' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Search Hugging Face' })).toHaveValue('llama');
    await expect(canvas.getByRole('combobox', { name: 'Tag' })).toHaveDisplayValue('license:llama3.2');
  },
};

/** Another type drops the tag and format; typing searches once it pauses, replacing the address. */
export const Changed: Story = {
  args: { params: { ...START, tag: 'llama', format: 'gguf' } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Datasets'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ searchType: 'dataset', tag: '', format: '' }, undefined);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search Hugging Face' }), 'squad');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith({ query: 'squad' }, { replace: true }));
  },
};

/** On a phone the controls wrap; none runs past the edge. */
export const OnPhone: Story = {
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      insideFrame(canvasElement, [
        canvas.getByRole('textbox', { name: 'Search Hugging Face' }),
        canvas.getByRole('radiogroup', { name: 'Repository type' }),
        canvas.getByRole('combobox', { name: 'Format' }),
      ]),
    ).toBe(true);
  },
};
