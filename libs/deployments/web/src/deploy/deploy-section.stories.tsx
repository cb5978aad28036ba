import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { deployBalanceRefusal, deployModel, getDeploymentCost } from '@bagel/deployments-contract';
import {
  type AppStoryParameters,
  failure,
  type FakeHandler,
  fakeRoute,
  insufficientBalance,
  never,
  offContractReply,
  withCurrency,
} from '@bagel/web-testing';
import { deployment, deploymentsFetch, MODEL_ID, startingDeployment } from '../testing/deployment-fakes';
import { DeploySection } from './deploy-section';

/** The Deploy section of a model's page, as its owner alice sees it. */
const meta = {
  title: 'Deployments/DeploySection',
  component: DeploySection,
  args: { modelId: MODEL_ID },
  decorators: [withCurrency],
  parameters: {
    route: `/model/${MODEL_ID}/description`,
    fetch: deploymentsFetch([fakeRoute(deployModel, () => ({ body: deployment() }))], []),
  } satisfies AppStoryParameters,
} satisfies Meta<typeof DeploySection>;
export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const refusing = (handler: FakeHandler<typeof deployModel>) => deploymentsFetch([fakeRoute(deployModel, handler)], []);

const openDialog: Play = async ({ canvas, userEvent }) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Deploy model' }));
  await expect(await screen.findByRole('dialog', { name: 'Deploy model' })).toBeVisible();
};

const deploy: Play = async (context) => {
  await openDialog(context);
  const dialog = within(screen.getByRole('dialog', { name: 'Deploy model' }));
  const button = dialog.getByRole('button', { name: 'Deploy' });
  await expect(await dialog.findByText(/per hour/)).toBeVisible();
  await context.userEvent.click(button);
};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('🥯 29.75 per hour (🥯 0.50 per minute)')).toBeVisible();
  },
};

export const InDollars: Story = {
  parameters: { currency: 'USD' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('$1.19 per hour ($0.02 per minute)')).toBeVisible();
  },
};

/** The model already has a deployment on its way up: a link to it, so nobody rents a second GPU by mistake. */
export const AlreadyDeployed: Story = {
  parameters: { fetch: deploymentsFetch([], [startingDeployment()]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'See deployments' })).toBeVisible();
  },
};

export const PriceLoading: Story = { parameters: { fetch: deploymentsFetch([fakeRoute(getDeploymentCost, never)], []) } };

/** The price could not be loaded: the reason and a retry (the dialog's Deploy waits for a price). */
export const PriceFailed: Story = {
  parameters: {
    fetch: deploymentsFetch([fakeRoute(getDeploymentCost, failure(503, 'The price list is not reachable right now.'))], []),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The dialog: the price again and an optional spend cap. */
export const DeployDialog: Story = { play: openDialog };

export const Deploying: Story = { parameters: { fetch: refusing(never) }, play: deploy };

/** Spec §8: the balance cannot cover the first minutes; amounts in whole BGL, and Buy Bagels beside them. */
export const DeployFailedInBagels: Story = {
  parameters: { fetch: refusing(insufficientBalance(deployBalanceRefusal(29.75, 10))) },
  play: async (context) => {
    await deploy(context);
    await expect(await screen.findByRole('alert')).toHaveTextContent('Add 20 more BGL to deploy it.');
    await expect(screen.getByRole('link', { name: 'Buy Bagels' })).toHaveAttribute('href', '/buy-bagels');
  },
};

/** The same refusal for a user who reads dollars. */
export const DeployFailedInDollars: Story = {
  parameters: { currency: 'USD', fetch: refusing(insufficientBalance(deployBalanceRefusal(29.75, 10))) },
  play: async (context) => {
    await deploy(context);
    await expect(await screen.findByRole('alert')).toHaveTextContent('Add $0.79 more USD to deploy it.');
  },
};

/**
 * A refusal in another of spec §8's shapes: a validator's list of errors whose first item carries the text wrapped as a
 * value error; the notice shows the sentence alone, amounts in dollars.
 */
export const DeployFailedWrappedInDollars: Story = {
  parameters: {
    currency: 'USD',
    fetch: refusing(() =>
      offContractReply(422, {
        detail: [{ type: 'value_error', loc: ['body'], msg: `Value error, ${deployBalanceRefusal(29.75, 10)}` }],
      }),
    ),
  },
  play: async (context) => {
    await deploy(context);
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Deployment FailedInsufficient balance: this deployment needs $1.19 USD for its first 10 minutes and you have $0.40 USD. Add $0.79 more USD to deploy it.',
    );
  },
};

/** Nothing usable came back: spec §8's default text. */
export const DeployFailedWithoutReason: Story = {
  parameters: { fetch: refusing(() => new Response('<html>Bad request</html>', { status: 400 })) },
  play: async (context) => {
    await deploy(context);
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to deploy model');
  },
};
