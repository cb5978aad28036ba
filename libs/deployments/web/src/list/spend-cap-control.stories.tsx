import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { setDeploymentSpendCap } from '@bagel/deployments-contract';
import { type AppStoryParameters, failure, type FakeFetch, never, withCurrency, fakeRoute } from '@bagel/web-testing';
import { deploymentsFetch, runningDeployment } from '../testing/deployment-fakes';
import { SpendCapControl } from './spend-cap-control';

/** Edit beside a running deployment's spend cap (🥯 50.00; it has cost 🥯 12.50). */
const meta = {
  title: 'Deployments/SpendCapControl',
  component: SpendCapControl,
  args: { deployment: runningDeployment() },
  decorators: [withCurrency],
  parameters: { fetch: deploymentsFetch() } satisfies AppStoryParameters,
} satisfies Meta<typeof SpendCapControl>;
export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Spend cap' }));
const field = async () => (await dialog()).getByRole('textbox', { name: 'Spend cap (BGL)' });

const open: Play = async ({ canvas, userEvent }) =>
  userEvent.click(canvas.getByRole('button', { name: 'Edit the spend cap of support-bot-llama' }));

const typeCap =
  (cap: string): Play =>
  async (context) => {
    await open(context);
    await context.userEvent.clear(await field());
    if (cap) await context.userEvent.type(await field(), cap);
    await context.userEvent.click((await dialog()).getByRole('button', { name: 'Save' }));
  };

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Edit the spend cap of support-bot-llama' })).toHaveTextContent('Edit');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Opened: the current cap, and what it has cost so far. */
export const Editing: Story = {
  play: async (context) => {
    await open(context);
    await expect(await field()).toHaveValue('50');
    await expect(await field()).toHaveAccessibleDescription(/^It has cost 🥯 12.50 so far; a cap must be above that\./);
  },
};

/** In dollars, the cap stays in Bagels and says what it is worth. */
export const EditingInDollars: Story = {
  parameters: { currency: 'USD' },
  play: async (context) => {
    await open(context);
    await expect(await field()).toHaveAccessibleDescription(/It has cost \$0.50 so far.*That is \$2.00\.$/);
  },
};

/** Below what it has cost: the field says what it takes; nothing is sent. */
export const BelowCostSoFar: Story = {
  play: async (context) => {
    await typeCap('10')(context);
    await expect(await field()).toHaveAccessibleDescription(/^A spend cap must be more than the 🥯 12.50 it has cost so far/);
    await expect((context.parameters.fetch as FakeFetch).requests.some((request) => request.method === 'PUT')).toBe(false);
  },
};

/** While saving: Save spins, Cancel is off. */
export const Saving: Story = {
  parameters: { fetch: deploymentsFetch([fakeRoute(setDeploymentSpendCap, never)]) },
  play: async (context) => {
    await typeCap('80')(context);
    const buttons = await dialog();
    await waitFor(() => expect(buttons.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading', 'true'));
    await expect(buttons.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Emptied and saved: no cap; the dialog closes. */
export const CapRemoved: Story = {
  play: async (context) => {
    await typeCap('')(context);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = (context.parameters.fetch as FakeFetch).requests.find((request) => request.method === 'PUT');
    await expect(put?.body).toEqual({ spend_cap: null });
  },
};

export const SaveFailed: Story = {
  parameters: { fetch: deploymentsFetch([fakeRoute(setDeploymentSpendCap, failure(409, 'The deployment is no longer running'))]) },
  play: async (context) => {
    await typeCap('80')(context);
    const alert = await (await dialog()).findByRole('alert');
    await expect(alert).toHaveTextContent('The spend cap was not changed');
    await expect(alert).toHaveTextContent('The deployment is no longer running');
  },
};
