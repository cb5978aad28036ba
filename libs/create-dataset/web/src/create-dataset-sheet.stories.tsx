import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { createAsset } from '@bagel/assets-contract';
import { type AppStoryParameters, fakeRoute } from '@bagel/web-testing';
import { CreateDatasetSheet } from './create-dataset-sheet';
import { createDatasetFetch, creationFailed, datasetCreated } from './testing/create-dataset-fakes';
import { never } from '@bagel/web-testing';

/** The open sheet against a fake API host; the fake's answer to POST /api/v1/asset picks the outcome of Create. */
const meta = {
  title: 'Create Dataset/CreateDatasetSheet',
  component: CreateDatasetSheet,
  args: { opened: true, onClose: fn() },
  parameters: { fetch: createDatasetFetch() } satisfies AppStoryParameters,
} satisfies Meta<typeof CreateDatasetSheet>;
export default meta;
type Story = StoryObj<typeof meta>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const sheet = () => screen.findByRole('dialog', { name: 'Create Dataset' });

async function fill(userEvent: UserEvent) {
  const dialog = within(await sheet());
  await userEvent.type(dialog.getByRole('textbox', { name: /Dataset Name/ }), 'Poems of the sea');
  await userEvent.click(dialog.getByRole('combobox', { name: /Category/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Book' }));
  await userEvent.type(dialog.getByLabelText(/Tags/, { selector: 'input:not([type=hidden])' }), 'poetry{Enter}sea{Enter}waves{Enter}');
  await userEvent.click(dialog.getByRole('button', { name: 'YES' }));
}

async function create(userEvent: UserEvent) {
  await userEvent.click(within(await sheet()).getByRole('button', { name: 'Create' }));
}

export const Empty: Story = {};

/** Three tags as chips and IPFS chosen: what Create would send. */
export const FilledWithChips: Story = {
  play: async ({ userEvent }) => {
    await fill(userEvent);
    await expect(within(await sheet()).getByRole('button', { name: 'Remove tag waves' })).toBeVisible();
  },
};

/** Create pressed on an empty form: the contract's messages under the fields, nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ userEvent }) => {
    await create(userEvent);
    await within(await sheet()).findByText('Name is required');
  },
};

/** A name but no category: the category's message says, as a person would, which ones there are. */
export const CategoryMissing: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(within(await sheet()).getByRole('textbox', { name: /Dataset Name/ }), 'Poems of the sea');
    await create(userEvent);
    await expect(within(await sheet()).getByRole('combobox', { name: /Category/ })).toHaveAccessibleDescription(
      'Choose a category: Book, Art, or Artificial intelligence',
    );
  },
};

/** The optional description filled in: sent as the dataset's details, shown on its Manage Dataset page. */
export const WithDescription: Story = {
  play: async ({ userEvent }) => {
    await fill(userEvent);
    await userEvent.type(
      within(await sheet()).getByRole('textbox', { name: 'Description' }),
      'Sea poems from the public domain, one a line.{Enter}Collected from old anthologies.',
    );
  },
};

/** A description past its 2,000 characters: the contract's message under it, nothing sent. */
export const DescriptionTooLong: Story = {
  play: async ({ userEvent }) => {
    await fill(userEvent);
    const description = within(await sheet()).getByRole('textbox', { name: 'Description' });
    description.focus();
    await userEvent.paste('A very long description. '.repeat(81));
    await create(userEvent);
    await within(await sheet()).findByText('Description must be at most 2,000 characters');
  },
};

/** The server has not answered yet: 'Please wait', every field disabled. */
export const Submitting: Story = {
  parameters: { fetch: createDatasetFetch([fakeRoute(createAsset, never)]) } satisfies AppStoryParameters,
  play: async ({ userEvent }) => {
    await fill(userEvent);
    await create(userEvent);
    await expect(await within(await sheet()).findByRole('button', { name: 'Please wait' })).toBeDisabled();
  },
};

export const Success: Story = {
  play: async ({ userEvent }) => {
    await fill(userEvent);
    await create(userEvent);
    await within(await sheet()).findByRole('heading', { name: 'Your Dataset is Ready!' });
  },
};

/** The labels for a dataset the server made a VECTOR one with another embedding: RAG, Multi modal. */
export const SuccessRagMultiModal: Story = {
  parameters: {
    fetch: createDatasetFetch([fakeRoute(createAsset, datasetCreated({ dataset_type: 'VECTOR', embedding_model: 'clip-vit-b-32' }))]),
  } satisfies AppStoryParameters,
  play: async ({ userEvent }) => {
    await fill(userEvent);
    await create(userEvent);
    await within(await sheet()).findByText('Multi modal');
  },
};

/** The server's message, and Try again back to the form as it was filled in. */
export const Failure: Story = {
  parameters: { fetch: createDatasetFetch([fakeRoute(createAsset, creationFailed())]) } satisfies AppStoryParameters,
  play: async ({ userEvent }) => {
    await fill(userEvent);
    await create(userEvent);
    await within(await sheet()).findByRole('button', { name: 'Try again' });
  },
};
