import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { ConfirmModal } from './confirm-modal';
import { FailureAlert } from './failure-alert';

/** Asks once more before an action that cannot be undone; while it runs, nothing closes it. */
const meta = {
  title: 'Shared/ConfirmModal',
  component: ConfirmModal,
  args: {
    opened: true,
    onClose: fn(),
    title: 'Delete file',
    message: 'Delete data/train.jsonl? This cannot be undone.',
    confirmLabel: 'Delete',
    onConfirm: fn(),
    pending: false,
  },
} satisfies Meta<typeof ConfirmModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Delete file' }));

/** The action's verb on the confirm button; Cancel and the close button close it. */
export const Asking: Story = {
  play: async ({ args, userEvent }) => {
    const open = await dialog();
    await expect(open.getByText('Delete data/train.jsonl? This cannot be undone.')).toBeVisible();
    await userEvent.click(open.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(open.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Running: the confirm button spins, Cancel is disabled and there is no close button; Esc does nothing. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, userEvent }) => {
    const open = await dialog();
    await expect(open.getByRole('button', { name: 'Delete' })).toHaveAttribute('data-loading', 'true');
    await expect(open.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(open.getAllByRole('button')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Failed: why, above the buttons, to try again. */
export const Failed: Story = {
  args: { failure: <FailureAlert title="The file was not deleted">The folder is not empty</FailureAlert> },
  play: async () => {
    const open = await dialog();
    await expect(open.getByRole('alert')).toHaveTextContent('The file was not deleted');
    await expect(open.getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

/** Another verb and a long message, as Terminate deployment says it. */
export const LongMessage: Story = {
  args: {
    title: 'Terminate deployment',
    message:
      'Terminate support-bot-llama-3.2-1b-instruct-finetuned? Its endpoint stops answering at once, its pod is released and what is left of its spend cap comes back to your balance. This cannot be undone.',
    confirmLabel: 'Terminate',
  },
  play: async () => {
    const open = within(await screen.findByRole('dialog', { name: 'Terminate deployment' }));
    await expect(open.getByRole('button', { name: 'Terminate' })).toBeVisible();
    await expect(open.getByText(/This cannot be undone/)).toBeVisible();
  },
};

export const Closed: Story = {
  args: { opened: false },
  play: async () => expect(screen.queryByRole('dialog')).toBeNull(),
};
