import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { AppStoryParameters } from '@bagel/web-testing';
import { shellFetch, STORY_DOCS_URL } from '../testing/story-fakes';
import { HELP_ENTRIES, SIDEBAR_ENTRIES } from './nav-entries';
import { NavEntryItem } from './nav-entry-item';

const entry = (id: string) => {
  const found = [...SIDEBAR_ENTRIES, ...HELP_ENTRIES].find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No navigation entry ${id}`);
  return found;
};

/** One navigation entry as the sidebar shows it (`NavEntryMenuItem` shows it in a menu). */
const meta = {
  title: 'Shell/Nav entry item',
  component: NavEntryItem,
  args: { entry: entry('datasets'), onOpenPanel: fn(), onChosen: fn() },
  decorators: [
    (Story) => (
      <nav style={{ width: 260 }}>
        <Story />
      </nav>
    ),
  ],
  parameters: { route: '/dashboard', fetch: shellFetch() } satisfies AppStoryParameters,
} satisfies Meta<typeof NavEntryItem>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page of the app: a real link. */
export const Route: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'My Datasets' });
    await expect(link).toHaveAttribute('href', '/dataset');
    await expect(link).not.toHaveAttribute('aria-current');
  },
};

/** The page shown (or one below it) marks its entry current. */
export const Current: Story = {
  parameters: { route: '/dataset' },
  play: async ({ canvas }) => expect(canvas.getByRole('link', { name: 'My Datasets' })).toHaveAttribute('aria-current', 'page'),
};

/** Outside the app: opens in a new tab, and says so to screen readers. */
export const External: Story = {
  args: { entry: entry('documentation') },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Documentation (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', STORY_DOCS_URL);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** An external link not known (the documentation could not be loaded): no entry at all. */
export const ExternalUnavailable: Story = {
  args: { entry: entry('documentation') },
  parameters: { fetch: shellFetch(false) },
  play: async ({ canvasElement }) => expect(canvasElement.querySelector('nav')).toBeEmptyDOMElement(),
};

/** A side panel: a button that opens it, after the choice is reported. */
export const Panel: Story = {
  args: { entry: entry('send-bagel') },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Bagel' }));
    await expect(args.onChosen).toHaveBeenCalledOnce();
    await expect(args.onOpenPanel).toHaveBeenCalledWith('send-bagel');
  },
};
