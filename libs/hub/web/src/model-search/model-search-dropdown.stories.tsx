import type { Meta, StoryObj } from '@storybook/react-vite';
import { Combobox, TextInput, useCombobox } from '@mantine/core';
import { expect, fn } from 'storybook/test';
import { withFrame } from '@bagel/web-testing';
import { HUB_REPOS, RESTRICTED_MODELS } from '../testing/hub-fakes';
import { modelSearchResults } from './model-search-results';
import { ModelSearchDropdown, type ModelSearchDropdownProps } from './model-search-dropdown';

/** The dropdown lives in the header search's Combobox; here it is held open under a box showing the text. */
function Opened(props: ModelSearchDropdownProps) {
  const combobox = useCombobox({ opened: true });
  return (
    <Combobox store={combobox} withinPortal={false}>
      <Combobox.Target>
        <TextInput label="Search models" value={props.text} readOnly />
      </Combobox.Target>
      <Combobox.Dropdown>
        <ModelSearchDropdown {...props} />
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** The header search's popover: suggested tags, then results, a loader or 'No models found'. */
const meta = {
  title: 'Hub/ModelSearchDropdown',
  component: ModelSearchDropdown,
  render: (args) => <Opened {...args} />,
  args: {
    text: 'llama',
    search: { query: 'llama', results: modelSearchResults(RESTRICTED_MODELS, HUB_REPOS, 'llama'), loading: false },
    onTag: fn(),
    onLeave: fn(),
  },
  decorators: [withFrame],
  parameters: { width: 420 },
} satisfies Meta<typeof ModelSearchDropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: the suggested tags, which start a search. */
export const SuggestedTags: Story = {
  args: { text: '', search: { query: '', results: [], loading: false } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Start searching')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'llama' }));
    await expect(args.onTag).toHaveBeenCalledWith('llama');
    await expect(canvas.queryByRole('link', { name: /^Browse all/ })).toBeNull();
  },
};

/** The platform's models first, each a link to its page, then Browse all. */
export const Results: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const options = canvas.getAllByRole('option');
    await expect(options[0]).toHaveTextContent('Llama-3.2-1Bmeta-llama/Llama-3.2-1Bllama');
    await expect(options[0]).toHaveAttribute('href', '/model/source/meta-llama%2FLlama-3.2-1B/description');
    const browse = canvas.getByRole('link', { name: 'Browse all on Hugging Face' });
    await expect(browse).toHaveAttribute('href', '/hub?query=llama');
    await userEvent.click(browse);
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};

export const Searching: Story = {
  args: { search: { query: 'llama', results: [], loading: true } },
  play: async ({ canvas }) => expect(canvas.getByRole('status')).toHaveTextContent('Searching…'),
};

export const NoneFound: Story = {
  args: { text: 'zzz', search: { query: 'zzz', results: [], loading: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No models found');
    await expect(canvas.getByRole('link', { name: 'Browse all on Hugging Face' })).toHaveAttribute('href', '/hub?query=zzz');
  },
};
