import { useState } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import axe from 'axe-core';
import { createAsset, listDatasets } from '@bagel/assets-contract';
import { routeQuery, useApiCall } from '@bagel/api-react';
import { TEST_API_KEY, TEST_USER } from '@bagel/session/testing';
import {
  errorReplyShapes,
  type FakeFetch,
  type FakeHandler,
  fakeRoute,
  never,
  offContractReply,
  renderWithProviders,
  type RenderWithProvidersResult,
  wordlessErrorReplies,
} from '@bagel/web-testing';
import { CreateDatasetSheet } from './create-dataset-sheet';
import { CREATED_ID, createDatasetFetch, creationFailed, DATABASE_OUTAGE, datasetCreated } from './testing/create-dataset-fakes';

/** A My Datasets list, as the app shows one, so a test sees whether creating refreshes it. */
function DatasetList() {
  const call = useApiCall();
  useQuery(routeQuery(call, listDatasets, { query: { owner: TEST_USER.id, types: 'RAW,VECTOR' } }));
  return null;
}

function Where() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

function Harness() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <DatasetList />
      <Where />
      <button type="button" onClick={() => setOpened(true)}>
        Open Create Dataset
      </button>
      <CreateDatasetSheet opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

async function openSheet(fetch: FakeFetch = createDatasetFetch()) {
  const rendered = renderWithProviders(<Harness />, { fetch });
  await rendered.user.click(screen.getByRole('button', { name: 'Open Create Dataset' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Dataset' });
  return { ...rendered, fetch, dialog };
}

type Opened = Awaited<ReturnType<typeof openSheet>>;

const nameField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Dataset Name/ });
const categoryField = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: /Category/ });
const descriptionField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Description' });
const tagsField = (dialog: HTMLElement) => within(dialog).getByLabelText(/Tags/, { selector: 'input:not([type=hidden])' });
const chips = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('button', { name: /^Remove tag / })
    .map((button) => button.getAttribute('aria-label')?.replace('Remove tag ', ''));

async function chooseCategory({ user, dialog }: Pick<RenderWithProvidersResult, 'user'> & { dialog: HTMLElement }, category: string) {
  await user.click(categoryField(dialog));
  await user.click(await screen.findByRole('option', { name: category }));
}

async function fill(opened: Opened) {
  const { user, dialog } = opened;
  await user.type(nameField(dialog), '  Poems of the sea ');
  await chooseCategory(opened, 'Book');
  await user.type(tagsField(dialog), 'poetry{Enter}sea{Enter}');
}

const creates = (fetch: FakeFetch) => fetch.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/asset');
const listReads = (fetch: FakeFetch) => fetch.requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/datasets');

afterEach(() => {
  vi.restoreAllMocks();
});

// Generous: on a busy two-core machine a test with an axe run can take several seconds.
describe('CreateDatasetSheet', { timeout: 20_000 }, () => {
  it('has the fields, choices and buttons of spec §2', async () => {
    const opened = await openSheet();
    const { dialog, user } = opened;
    await waitFor(() => expect(nameField(dialog)).toHaveFocus());
    expect(nameField(dialog)).toHaveAttribute('placeholder', 'Enter your dataset name');
    await user.click(categoryField(dialog));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Book', 'Art', 'Artificial intelligence']);
    await user.keyboard('{Escape}');
    expect(within(dialog).getByRole('group', { name: 'IPFS' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'YES' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByRole('button', { name: 'NO' })).toHaveAttribute('aria-pressed', 'false');
    expect(descriptionField(dialog)).toHaveValue('');
    expect(descriptionField(dialog)).not.toBeRequired();
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it("sends spec §3's payload with the user's id, shows the new dataset and links to its Manage Dataset page", async () => {
    const opened = await openSheet();
    const { user, dialog, fetch } = opened;
    await fill(opened);
    await user.click(within(dialog).getByRole('button', { name: 'YES' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByRole('heading', { name: 'Your Dataset is Ready!' })).toHaveFocus();
    expect(within(dialog).getByText('Poems of the sea')).toBeInTheDocument();
    expect(within(dialog).getByText('Fine-tune')).toBeInTheDocument();
    expect(within(dialog).getByText('Bagel Text model')).toBeInTheDocument();
    expect(creates(fetch)).toHaveLength(1);
    const [create] = creates(fetch);
    expect(create?.headers['x-api-key']).toBe(TEST_API_KEY);
    expect(create?.body).toEqual({
      dataset_type: 'RAW',
      title: 'Poems of the sea',
      category: 'Book',
      tags: ['poetry', 'sea'],
      user_id: TEST_USER.id,
      details: '',
      price: 0,
      embedding_model: 'bagel-text',
      dimensions: 0,
      is_published: false,
      parent_dataset_id: null,
      use_ipfs: true,
    });

    const { violations } = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    const manage = within(dialog).getByRole('link', { name: 'Manage Dataset' });
    expect(manage).toHaveAttribute('href', `/dataset/${CREATED_ID}/description`);
    await user.click(manage);
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(`/dataset/${CREATED_ID}/description`);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Dataset' })).not.toBeInTheDocument());
  });

  it('refreshes the dataset lists, and leaves the onboarding step to the server (spec §4: it marks it on create)', async () => {
    const opened = await openSheet();
    const { user, dialog, fetch } = opened;
    await waitFor(() => expect(listReads(fetch)).toHaveLength(1));
    await fill(opened);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await within(dialog).findByRole('heading', { name: 'Your Dataset is Ready!' });
    await waitFor(() => expect(listReads(fetch)).toHaveLength(2));
    expect(fetch.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/api/v1/onboarding/'))).toEqual([]);
  });

  it('shows the type and embedding the server reports: VECTOR is RAG, another embedding Multi modal', async () => {
    const fetch = createDatasetFetch([
      fakeRoute(createAsset, datasetCreated({ dataset_type: 'VECTOR', embedding_model: 'clip-vit-b-32' })),
    ]);
    const opened = await openSheet(fetch);
    await fill(opened);
    await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Create' }));

    await within(opened.dialog).findByRole('heading', { name: 'Your Dataset is Ready!' });
    expect(within(opened.dialog).getByText('RAG')).toBeInTheDocument();
    expect(within(opened.dialog).getByText('Multi modal')).toBeInTheDocument();
  });

  it("explains invalid input under each field, with the contract's words, and sends nothing", async () => {
    const { user, dialog, fetch } = await openSheet();
    await user.type(nameField(dialog), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(nameField(dialog)).toHaveAccessibleDescription('Name is required');
    expect(nameField(dialog)).toBeInvalid();
    // Said as a person would, not as a schema: which choices there are.
    expect(categoryField(dialog)).toHaveAccessibleDescription('Choose a category: Book, Art, or Artificial intelligence');
    expect(categoryField(dialog)).toBeInvalid();
    expect(creates(fetch)).toHaveLength(0);

    await user.type(nameField(dialog), 'x'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(nameField(dialog)).toHaveAccessibleDescription('Name must be at most 100 characters');
    expect(creates(fetch)).toHaveLength(0);
  });

  it('sends the optional description as details, trimmed, and refuses one past 2,000 characters', async () => {
    const opened = await openSheet();
    const { user, dialog, fetch } = opened;
    await fill(opened);
    const description = descriptionField(dialog);
    expect(description).toHaveAccessibleDescription(/^Optional: .* up to 2,000 characters$/);
    // Pasted, as a text this long would be: typing it key by key would take the test's whole budget.
    description.focus();
    await user.paste('x'.repeat(2001));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(description).toHaveAccessibleDescription(/Description must be at most 2,000 characters/);
    expect(description).toBeInvalid();
    expect(creates(fetch)).toHaveLength(0);

    await user.clear(description);
    await user.type(description, '  Sea poems, one a line.{Enter}From the public domain.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await within(dialog).findByRole('heading', { name: 'Your Dataset is Ready!' });
    expect(creates(fetch)[0]?.body).toMatchObject({ details: 'Sea poems, one a line.\nFrom the public domain.' });
  });

  it('adds tags with Enter, ignores duplicates, refuses what the contract refuses, and removes chips by keyboard', async () => {
    const { user, dialog } = await openSheet();
    const tags = tagsField(dialog);
    await user.type(tags, 'poetry{Enter}sea{Enter}Poetry{Enter}waves{Enter}');
    expect(chips(dialog)).toEqual(['poetry', 'sea', 'waves']);

    await user.type(tags, `${'x'.repeat(33)}{Enter}`);
    expect(tags).toHaveAccessibleDescription(/A tag is at most 32 characters/);
    expect(chips(dialog)).toEqual(['poetry', 'sea', 'waves']);

    // Backspace in the empty field takes the last chip; Tab reaches each chip's remove button.
    await user.clear(tags);
    await user.keyboard('{Backspace}');
    expect(chips(dialog)).toEqual(['poetry', 'sea']);
    categoryField(dialog).focus();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Remove tag sea' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chips(dialog)).toEqual(['poetry']);
    expect(tags).toHaveFocus();
    within(dialog).getByRole('button', { name: 'Remove tag poetry' }).focus();
    await user.keyboard(' ');
    expect(chips(dialog)).toEqual([]);
  });

  it('keeps Enter in the tags field for tags: with or without text there it never submits the form', async () => {
    const opened = await openSheet();
    const { user, dialog, fetch } = opened;
    await fill(opened);
    await user.keyboard('{Enter}');
    await user.type(tagsField(dialog), '   {Enter}');
    expect(creates(fetch)).toHaveLength(0);
    expect(chips(dialog)).toEqual(['poetry', 'sea']);

    // Elsewhere Enter submits, as in any form.
    await user.type(nameField(dialog), '{Enter}');
    await waitFor(() => expect(creates(fetch)).toHaveLength(1));
  });

  it('stops at 20 tags', async () => {
    const { user, dialog } = await openSheet();
    await user.type(tagsField(dialog), Array.from({ length: 21 }, (_, i) => `t${i}{Enter}`).join(''));
    expect(chips(dialog)).toHaveLength(20);
    expect(tagsField(dialog)).toHaveAccessibleDescription(/At most 20 tags/);
  });

  it('clears the IPFS choice when the chosen button is pressed again, which sends use_ipfs false', async () => {
    const opened = await openSheet();
    const { user, dialog, fetch } = opened;
    const yes = within(dialog).getByRole('button', { name: 'YES' });
    const no = within(dialog).getByRole('button', { name: 'NO' });
    await user.click(yes);
    expect(yes).toHaveAttribute('aria-pressed', 'true');
    await user.click(no);
    expect(yes).toHaveAttribute('aria-pressed', 'false');
    expect(no).toHaveAttribute('aria-pressed', 'true');
    await user.click(no);
    expect(no).toHaveAttribute('aria-pressed', 'false');
    await user.click(yes);
    await user.click(yes);
    expect(yes).toHaveAttribute('aria-pressed', 'false');

    await fill(opened);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(creates(fetch)).toHaveLength(1));
    expect(creates(fetch)[0]?.body).toMatchObject({ use_ipfs: false });
  });

  it("says 'Please wait' while creating, and a double click sends one request", async () => {
    const opened = await openSheet(createDatasetFetch([fakeRoute(createAsset, never)]));
    const { user, dialog, fetch } = opened;
    await fill(opened);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Create' }));

    expect(within(dialog).getByRole('button', { name: 'Please wait' })).toBeDisabled();
    expect(nameField(dialog)).toBeDisabled();
    await user.type(tagsField(dialog), '{Enter}');
    expect(creates(fetch)).toHaveLength(1);
  });

  it("shows the server's refusal, and Try again returns to the form as it was filled in", async () => {
    const opened = await openSheet(createDatasetFetch([fakeRoute(createAsset, creationFailed())]));
    const { user, dialog } = opened;
    await fill(opened);
    await user.click(within(dialog).getByRole('button', { name: 'NO' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(DATABASE_OUTAGE);
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));

    expect(nameField(dialog)).toHaveFocus();
    expect(nameField(dialog)).toHaveValue('  Poems of the sea ');
    expect(categoryField(dialog)).toHaveValue('Book');
    expect(chips(dialog)).toEqual(['poetry', 'sea']);
    expect(within(dialog).getByRole('button', { name: 'NO' })).toHaveAttribute('aria-pressed', 'true');
  });

  const failedCreation = async (reply: FakeHandler<typeof createAsset>) => {
    const opened = await openSheet(createDatasetFetch([fakeRoute(createAsset, reply)]));
    await opened.user.type(nameField(opened.dialog), 'Poems of the sea');
    await chooseCategory(opened, 'Book');
    await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Create' }));
    const alert = await within(opened.dialog).findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    return alert;
  };

  it.each(errorReplyShapes('You already have a dataset called Poems of the sea'))(
    "shows the server's text when the reply is %s (spec §8), with Try again",
    async (_shape, body) => {
      const alert = await failedCreation(() => offContractReply(409, body));
      expect(alert).toHaveTextContent(/^You already have a dataset called Poems of the sea\s*Try again$/);
    },
  );

  it.each(wordlessErrorReplies())('says the call failed when a reply words nothing: %s', async (_shape, reply) => {
    expect(await failedCreation(reply)).toHaveTextContent(
      /^The (request failed|server ran into a problem) \(HTTP \d+\)\. Please try again\./,
    );
  });

  it('starts again with an empty form from the success view, and Close closes', async () => {
    const opened = await openSheet();
    const { user, dialog } = opened;
    await fill(opened);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Create Dataset' }));

    expect(nameField(dialog)).toHaveValue('');
    expect(categoryField(dialog)).toHaveValue('');
    expect(chips(dialog)).toEqual([]);

    await fill(opened);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    // The sheet's own close button is named Close too; this is the success view's.
    await user.click(within(await within(dialog).findByRole('status')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Dataset' })).not.toBeInTheDocument());
  });

  it('closes on Cancel and opens empty next time', async () => {
    const { user, dialog } = await openSheet();
    await user.type(nameField(dialog), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Dataset' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open Create Dataset' }));
    expect(nameField(await screen.findByRole('dialog', { name: 'Create Dataset' }))).toHaveValue('');
  });

  it('has no serious accessibility problems with its field errors showing', async () => {
    const { user, dialog } = await openSheet();
    await user.type(tagsField(dialog), 'poetry{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const { violations } = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
