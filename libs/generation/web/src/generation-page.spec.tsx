import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { createGeneration, getGenerationFile, listGenerations } from '@bagel/generation-contract';
import type { Generation } from '@bagel/generation-contract';
import { useBalance } from '@bagel/wallet-data-access';
import { useCurrencyStore } from '@bagel/currency';
import { TEST_API_KEY, TEST_USER } from '@bagel/session/testing';
import { failure, type FakeFetch, fakeRoute, insufficientBalance, type FakeHandler, never, renderWithProviders } from '@bagel/web-testing';
import { GALLERY_POLL_MS } from './gallery/use-gallery';
import { GenerationPage } from './generation-page';
import {
  failedImage,
  GALLERY_PATH,
  generation,
  generationFetch,
  page,
  pendingImage,
  sampleFile,
  succeededVideo,
} from './testing/generation-fakes';

/**
 * The page as the app mounts it. Its file downloads use the global fetch (as the session's calls do by default), so
 * the fake API is installed there and answers both.
 */
function renderPage(fetch: FakeFetch) {
  vi.stubGlobal('fetch', fetch);
  const rendered = renderWithProviders(
    <>
      <GenerationPage />
      <BalanceReader />
    </>,
  );
  const requestsTo = (path: string, method = 'GET') =>
    fetch.requests.filter((request) => request.path === path && request.method === method);
  return { ...rendered, requestsTo };
}

/** The header's balance, as the app reads it, so reading it again after a refund can be seen. */
function BalanceReader() {
  useBalance();
  return null;
}

const gallery = () => screen.findByRole('list', { name: 'Your images' });
const cardOf = async (prompt: string) => (await screen.findByRole('listitem', { name: prompt })) as HTMLElement;
const inTurn =
  (...pages: Generation[][]): FakeHandler<typeof listGenerations> =>
  () =>
    page(pages.length > 1 ? (pages.shift() as Generation[]) : (pages[0] as Generation[]));

beforeEach(() => {
  // jsdom has no object URLs; the page only hands them to <img> and the download link.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/sample'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useCurrencyStore.setState({ currency: 'BGL' });
});

describe('GenerationPage', () => {
  it("is spec §2's AI Generation Models, with Image and Video tabs, and no serious axe violations", async () => {
    const { container } = renderPage(generationFetch());
    expect(screen.getByRole('heading', { level: 1, name: 'AI Generation Models' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Image', selected: true })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Video', selected: false })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Prompt/ })).toBeVisible();
    await gallery();
    await waitFor(() => expect(screen.getByRole('img', { name: 'A sesame bagel on a blue plate' })).toBeVisible());
    // jsdom cannot compute colours; the e2e run checks contrast in Chromium.
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  });

  it('shows each output with its prompt, date, provider, size, and its file fetched with the API key', async () => {
    const { requestsTo } = renderPage(generationFetch());
    const card = await cardOf('A sesame bagel on a blue plate');
    expect(within(card).getByText('Local generator')).toBeVisible();
    expect(card).toHaveTextContent(/March 4, 2025, \d{1,2}:00 [AP]M · 1024 × 1024/);
    expect(await within(card).findByRole('img', { name: 'A sesame bagel on a blue plate' })).toHaveAttribute(
      'src',
      'blob:http://localhost/sample',
    );
    const file = requestsTo(`/api/v1/generation/${generation().generation_id}/file`);
    expect(file).toHaveLength(1);
    expect(file[0]?.headers['x-api-key']).toBe(TEST_API_KEY);
    const download = within(card).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('download', `image-${generation().generation_id}.png`);
    expect(requestsTo(GALLERY_PATH)[0]?.query.get('kind')).toBe('image');
  });

  it("says the server could not be reached when an output's file cannot be fetched, and Try again fetches it", async () => {
    let calls = 0;
    const { user } = renderPage(
      generationFetch(
        [generation()],
        [
          fakeRoute(getGenerationFile, (request) => {
            if (calls++ === 0) throw new TypeError('Failed to fetch');
            return sampleFile(request, [generation()]);
          }),
        ],
      ),
    );
    const card = await cardOf('A sesame bagel on a blue plate');
    expect(await within(card).findByText('Network error: could not reach the server')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByRole('img', { name: 'A sesame bagel on a blue plate' })).toBeVisible();
  });

  it('says so when the gallery is empty', async () => {
    renderPage(generationFetch([]));
    expect(await screen.findByRole('heading', { level: 2, name: 'No images yet' })).toBeVisible();
  });

  it('shows loading while the gallery is on its way', () => {
    renderPage(generationFetch([], [fakeRoute(listGenerations, never)]));
    expect(screen.getByRole('status', { name: 'Loading your images' })).toBeInTheDocument();
  });

  it('shows a failed load with Try again, which asks again', async () => {
    let calls = 0;
    const fetch = generationFetch(
      [generation()],
      [
        fakeRoute(listGenerations, () =>
          calls++ === 0
            ? failure(503, 'The database is not reachable right now. Please try again shortly.', 'Service Unavailable')()
            : page([generation()]),
        ),
      ],
    );
    const { user } = renderPage(fetch);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your images');
    expect(alert).toHaveTextContent('The database is not reachable right now. Please try again shortly.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await cardOf('A sesame bagel on a blue plate')).toBeVisible();
  });

  it('shows a pending output with a loader, asks again every 2 s, and shows it once done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const done = generation({ ...pendingImage(), status: 'succeeded', content_type: 'image/png' });
    const { requestsTo } = renderPage(generationFetch([done], [fakeRoute(listGenerations, inTurn([pendingImage()], [done]))]));
    const card = await cardOf('A bagel shop at night, neon sign');
    expect(within(card).getByRole('status')).toHaveTextContent('Generating…');
    expect(within(card).getByRole('button', { name: 'Download' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(GALLERY_POLL_MS));
    expect(await within(card).findByRole('img', { name: 'A bagel shop at night, neon sign' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(GALLERY_POLL_MS * 3));
    expect(requestsTo(GALLERY_PATH)).toHaveLength(2);
  });

  it('shows a failed output with its error and that it was refunded, and reads the balance again when it fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = pendingImage({ generation_id: failedImage().generation_id, prompt: failedImage().prompt });
    const { requestsTo } = renderPage(generationFetch([], [fakeRoute(listGenerations, inTurn([pending], [failedImage()]))]));
    const card = await cardOf('A bagel astronaut');
    await act(() => vi.advanceTimersByTimeAsync(GALLERY_POLL_MS));
    expect(await within(card).findByText('Failed')).toBeVisible();
    expect(within(card).getByText('Replicate could not make it: NSFW content detected. Try a different prompt.')).toBeVisible();
    expect(within(card).getByText('Refunded')).toBeVisible();
    expect(within(card).getByText('Replicate')).toBeVisible();
    expect(requestsTo(`/api/v1/generation/${failedImage().generation_id}/file`)).toHaveLength(0);
    await waitFor(() => expect(requestsTo(`/api/v1/users/${TEST_USER.id}`)).toHaveLength(2));
  });

  it('generates with a fresh Idempotency-Key per click, disabled while the prompt is empty, and refreshes the gallery', async () => {
    const fetch = generationFetch([]);
    const { user, requestsTo } = renderPage(fetch);
    await screen.findByRole('heading', { level: 2, name: 'No images yet' });
    const generate = screen.getByRole('button', { name: 'Generate' });
    expect(generate).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Prompt/ }), '   ');
    expect(generate).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Prompt/ }), 'A bagel in the rain');
    expect(screen.getByText('22 / 1,000 characters')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Size' }));
    await user.click(await screen.findByRole('option', { name: '768 × 1024' }));
    await user.click(generate);
    await waitFor(() => expect(requestsTo('/api/v1/generation', 'POST')).toHaveLength(1));
    await waitFor(() => expect(generate).toBeEnabled());
    await user.click(generate);
    await waitFor(() => expect(requestsTo('/api/v1/generation', 'POST')).toHaveLength(2));
    const [first, second] = requestsTo('/api/v1/generation', 'POST');
    expect(first?.body).toEqual({ kind: 'image', user_id: TEST_USER.id, prompt: 'A bagel in the rain', size: '768x1024' });
    expect(first?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
    await waitFor(() => expect(requestsTo(GALLERY_PATH).length).toBeGreaterThanOrEqual(2));
  });

  it('refuses a prompt over 1,000 characters, counting in red', async () => {
    renderPage(generationFetch([]));
    fireEvent.change(screen.getByRole('textbox', { name: /Prompt/ }), { target: { value: 'b'.repeat(1001) } });
    expect(screen.getByText('1,001 / 1,000 characters')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
  });

  it.each([
    ['BGL', '🥯 2.00', '🥯 10.00'],
    ['USD', '$0.08', '$0.40'],
  ] as const)('shows the price per output in %s', async (currency, image, video) => {
    useCurrencyStore.setState({ currency });
    const { user } = renderPage(generationFetch([]));
    expect(screen.getByText(/Price per image/)).toHaveTextContent(`Price per image: ${image}`);
    await user.click(screen.getByRole('tab', { name: 'Video' }));
    expect(await screen.findByText(/Price per video/)).toHaveTextContent(`Price per video: ${video}`);
  });

  it("says 'Not enough Bagels' with a way to buy them when the balance cannot pay", async () => {
    const fetch = generationFetch([], [fakeRoute(createGeneration, insufficientBalance())]);
    const { user } = renderPage(fetch);
    await user.type(screen.getByRole('textbox', { name: /Prompt/ }), 'A golden bagel');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not enough Bagels');
    expect(alert).toHaveTextContent('This image costs 🥯 2.00, more than your balance.');
    expect(screen.getByRole('link', { name: 'Buy Bagels' })).toHaveAttribute('href', '/buy-bagels');
  });

  it('offers Buy Bagels for no other 422, whatever its words', async () => {
    const fetch = generationFetch([], [fakeRoute(createGeneration, failure(422, 'Insufficient balance', 'Unprocessable Entity'))]);
    const { user } = renderPage(fetch);
    await user.type(screen.getByRole('textbox', { name: /Prompt/ }), 'A golden bagel');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image was not startedInsufficient balance');
    expect(screen.queryByRole('link', { name: 'Buy Bagels' })).not.toBeInTheDocument();
  });

  it("shows the server's words for any other failure, and a field's under the field", async () => {
    const fetch = generationFetch([], [fakeRoute(createGeneration, failure(403, 'Your account is on the waitlist.', 'Forbidden'))]);
    const { user } = renderPage(fetch);
    await user.type(screen.getByRole('textbox', { name: /Prompt/ }), 'A golden bagel');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image was not startedYour account is on the waitlist.');

    const named = generationFetch([], [fakeRoute(createGeneration, failure(400, 'Prompt is required', 'Bad Request', 'prompt'))]);
    vi.stubGlobal('fetch', named);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Prompt is required')).toBeVisible();
  });

  it('makes videos on the Video tab, choosing their length', async () => {
    const fetch = generationFetch([succeededVideo()]);
    const { user, requestsTo } = renderPage(fetch);
    await user.click(screen.getByRole('tab', { name: 'Video' }));
    const card = await screen.findByRole('listitem', { name: 'A bagel rolling down a hill' });
    expect(within(card).getByText(/4 s · 256 × 256/)).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Your videos' })).getAllByRole('listitem')).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: /Prompt/ }), 'Waves of cream cheese');
    await user.click(screen.getByRole('combobox', { name: 'Length' }));
    await user.click(await screen.findByRole('option', { name: '6 seconds' }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(requestsTo('/api/v1/generation', 'POST')[0]?.body).toEqual({
        kind: 'video',
        user_id: TEST_USER.id,
        prompt: 'Waves of cream cheese',
        seconds: 6,
      }),
    );
  });

  it('switches tabs with the arrow keys', async () => {
    const { user } = renderPage(generationFetch([]));
    screen.getByRole('tab', { name: 'Image' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Video' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('combobox', { name: 'Length' })).toBeVisible();
  });

  it('deletes an output after asking, saying its charge stays; Cancel keeps it', async () => {
    const fetch = generationFetch([generation()]);
    const { user, requestsTo } = renderPage(fetch);
    const card = await cardOf('A sesame bagel on a blue plate');
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this image?' });
    expect(dialog).toHaveTextContent('It leaves your gallery and its file is removed. The 🥯 2.00 it cost is not refunded.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(`/api/v1/generation/${generation().generation_id}`, 'DELETE')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requestsTo(`/api/v1/generation/${generation().generation_id}`, 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(requestsTo(GALLERY_PATH)).toHaveLength(2));
  });

  it('loads older outputs from before the last one shown', async () => {
    const older = generation({
      generation_id: '0a1b2c3d-0000-4000-8000-000000000009',
      prompt: 'An older bagel',
      created_at: '2025-03-01T09:00:00.000Z',
    });
    const fetch = generationFetch(
      [],
      [fakeRoute(listGenerations, (request) => (request.query.get('before') ? page([older]) : page([generation()], true)))],
    );
    const { user, requestsTo } = renderPage(fetch);
    await cardOf('A sesame bagel on a blue plate');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await cardOf('An older bagel')).toBeVisible();
    expect(requestsTo(GALLERY_PATH)[1]?.query.get('before')).toBe(generation().created_at);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
