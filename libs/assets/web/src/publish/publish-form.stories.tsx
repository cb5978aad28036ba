import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { setAssetListing } from '@bagel/assets-contract';
import { failure, fakeRoute, type FramedStoryParameters, type FakeHandler, never, withCurrency, withFrame } from '@bagel/web-testing';
import { assetFetch, assetRecord, DATASET_ID } from '../testing/asset-fakes';
import { PublishForm } from './publish-form';

const PUBLISHED = assetRecord({ is_published: true, price: 12.5 });

/** PUT /api/v1/asset/{id}/market as the server answers: the asset with the listing it asked for. */
const listed: FakeHandler<typeof setAssetListing> = ({ body }) => ({ body: { ...assetRecord(), price: 0, ...body } });

const listing = (reply: FakeHandler<typeof setAssetListing>) => assetFetch(assetRecord(), [fakeRoute(setAssetListing, reply)]);

/** The owner's market listing on the manage page: its state, a price in BGL, Publish or Update price and Unpublish. */
const meta = {
  title: 'Assets/PublishForm',
  component: PublishForm,
  args: { asset: assetRecord() },
  decorators: [withFrame, withCurrency],
  parameters: { width: 420, fetch: listing(listed) } satisfies FramedStoryParameters,
} satisfies Meta<typeof PublishForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const priceField = () => screen.getByRole('textbox', { name: 'Price (BGL)' });

const publishAt =
  (price: string): Play =>
  async ({ canvas, userEvent }) => {
    await userEvent.type(priceField(), price);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
  };

/** The toast fades in: visible once its transition is over. */
const toastSays = (text: string) => waitFor(() => expect(screen.getByText(text)).toBeVisible());

export const NotPublished: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not published')).toBeVisible();
    await expect(priceField()).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Unpublish' })).toBeNull();
  },
};

/** On the market: its price to change, a link to its market page, and Unpublish. */
export const Published: Story = {
  args: { asset: PUBLISHED },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Published · 🥯 12.50')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See this dataset on the market' })).toHaveAttribute(
      'href',
      `/market/dataset/${DATASET_ID}/description`,
    );
    await expect(priceField()).toHaveValue('12.5');
    await expect(canvas.getByRole('button', { name: 'Update price' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Unpublish' })).toBeEnabled();
  },
};

/** Before publishing, the seller reads the market's share and what each buyer pays them of the typed price. */
export const FeeStated: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('The market keeps 10% of each sale. You receive the rest, for every buyer.')).toBeVisible();
    await userEvent.type(priceField(), '12');
    await expect(canvas.getByText('The market keeps 10% of each sale. You receive 🥯 10.80 from each buyer.')).toBeVisible();
  },
};

/** The price stays in BGL; with dollars in the header, the typed price's value in dollars is under it. */
export const InDollars: Story = {
  parameters: { currency: 'USD' },
  play: async ({ userEvent }) => {
    await userEvent.type(priceField(), '40');
    await expect(screen.getByText('About $1.60')).toBeVisible();
  },
};

export const PriceMissing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(priceField()).toHaveAccessibleDescription('Amount must be a number');
  },
};

/** Prices are in hundredths of a Bagel: a third decimal is not taken. */
export const TwoDecimalsAtMost: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(priceField(), '1234.555');
    await expect(priceField()).toHaveValue('1,234.55');
  },
};

export const Publishing: Story = {
  parameters: { fetch: listing(never) },
  play: async (context) => {
    await publishAt('20')(context);
    await waitFor(() => expect(context.canvas.getByRole('button', { name: 'Publish' })).toHaveAttribute('data-loading', 'true'));
  },
};

export const PublishedToast: Story = {
  play: async (context) => {
    await publishAt('20')(context);
    await toastSays('Published at 🥯 20.00');
  },
};

export const Unpublishing: Story = {
  args: { asset: PUBLISHED },
  parameters: { fetch: listing(never) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Unpublish' })).toHaveAttribute('data-loading', 'true'));
    await expect(canvas.getByRole('button', { name: 'Update price' })).not.toHaveAttribute('data-loading');
  },
};

export const Unpublished: Story = {
  args: { asset: PUBLISHED },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish' }));
    await toastSays('Taken off the market');
  },
};

/** A refusal naming the price field is shown under it. */
export const PriceRefused: Story = {
  parameters: {
    fetch: listing(() => ({ status: 400, body: { error: 'Bad Request', detail: 'The price is not valid', field: 'price' } })),
  },
  play: async (context) => {
    await publishAt('20')(context);
    await waitFor(() => expect(priceField()).toHaveAccessibleDescription('The price is not valid'));
  },
};

/** Any other refusal: the server's words in the form's alert. */
export const Refused: Story = {
  parameters: { fetch: listing(failure(403, 'Only the owner can publish this dataset', 'Forbidden')) },
  play: async (context) => {
    await publishAt('20')(context);
    const words = await context.canvas.findByText('Only the owner can publish this dataset');
    // In the form's own alert, not a toast.
    await expect(words.closest('[role="alert"]')?.closest('form')).toBeTruthy();
  },
};
