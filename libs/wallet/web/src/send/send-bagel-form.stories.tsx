import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { insideFrame, PHONE_PX, withCurrency, withFrame } from '@bagel/web-testing';
import { EMPTY_SEND_VALUES, SendBagelForm } from './send-bagel-form';

/** Send Bagel's form for alice, who has 1,000 BGL. */
const meta = {
  title: 'Wallet/SendBagelForm',
  component: SendBagelForm,
  args: { initialValues: EMPTY_SEND_VALUES, balance: 1000, sending: false, onSend: fn(), onCancel: fn() },
  decorators: [withFrame, withCurrency],
  parameters: { width: 440 },
} satisfies Meta<typeof SendBagelForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const recipient = (canvas: Canvas) => canvas.getByRole('textbox', { name: /Recipient User Name/ });
const amount = (canvas: Canvas) => canvas.getByRole('textbox', { name: /Bagel Amount/ });

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(recipient(canvas)).toHaveValue('');
    await expect(canvas.getByText(/Remaining Balance/)).toHaveTextContent('Remaining Balance: 🥯 1,000.00');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

/** The balance on its way: the remaining balance says Loading…. */
export const BalanceLoading: Story = {
  args: { balance: undefined },
  play: async ({ canvas }) => expect(canvas.getByText(/Remaining Balance/)).toHaveTextContent('Remaining Balance: Loading…'),
};

/** Back from a failure: the values typed before are still there; the remaining balance follows the amount. */
export const Prefilled: Story = {
  args: { initialValues: { recipient: 'bob', amountText: '12.5' } },
  play: async ({ canvas }) => {
    await expect(recipient(canvas)).toHaveValue('bob');
    await expect(canvas.getByText(/Remaining Balance/)).toHaveTextContent('Remaining Balance: 🥯 987.50');
  },
};

/** In dollars, the field says how many Bagels go. */
export const InDollars: Story = {
  args: { initialValues: { recipient: 'bob', amountText: '0.5' } },
  parameters: { currency: 'USD' },
  play: async ({ canvas }) => {
    await expect(amount(canvas)).toHaveAccessibleDescription('In USD; 🥯 12.50 will be sent (1 USD = 25 Bagels).');
    await expect(canvas.getByText(/Remaining Balance/)).toHaveTextContent('Remaining Balance: $39.50');
  },
};

/** Send with nothing typed: both fields say what is missing; nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(recipient(canvas)).toHaveAccessibleDescription('Recipient username cannot be empty');
    await expect(amount(canvas)).toHaveAccessibleDescription('Amount must be greater than 0');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** More than the balance: the shortfall is the amount's error and Send is off. */
export const Shortfall: Story = {
  args: { initialValues: { recipient: 'bob', amountText: '1012.5' } },
  play: async ({ canvas }) => {
    await expect(amount(canvas)).toHaveAccessibleDescription('You need 🥯 12.50 more');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** Valid input: Send hands over the trimmed recipient and the amount in Bagels. */
export const Sent: Story = {
  args: { initialValues: { recipient: ' bob ', amountText: '12.5' } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith(expect.objectContaining({ recipient: 'bob', bagels: 12.5 }));
  },
};

/** While sending: the fields are off and the button says Please wait. */
export const Sending: Story = {
  args: { initialValues: { recipient: 'bob', amountText: '12.5' }, sending: true },
  play: async ({ canvas }) => {
    await expect(recipient(canvas)).toBeDisabled();
    await expect(amount(canvas)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Please wait' })).toBeDisabled();
  },
};

export const ShortfallOnPhone: Story = {
  args: { initialValues: { recipient: 'bob', amountText: '123456789.25' } },
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      insideFrame(canvasElement, [amount(canvas), canvas.getByText(/^You need/), canvas.getByRole('button', { name: 'Send' })]),
    ).toBe(true);
  },
};
