import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { TEST_API_KEY } from '@bagel/session/testing';
import { renderWithProviders } from '@bagel/web-testing';
import { useDocumentationUrl } from './use-documentation-url';

type Fetch = typeof globalThis.fetch;

function Probe() {
  const url = useDocumentationUrl();
  return <p>{url ?? 'no link'}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('useDocumentationUrl', () => {
  it('reads documentation_url from the API with the user key', async () => {
    const fetch = vi.fn<Fetch>(async () => Response.json({ documentation_url: 'https://api.bagel.test/docs' }));
    renderWithProviders(<Probe />, { fetch });

    expect(screen.getByText('no link')).toBeInTheDocument();
    expect(await screen.findByText('https://api.bagel.test/docs')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://api.bagel.test/api/v1/documentation');
    expect(new Headers(init?.headers).get('x-api-key')).toBe(TEST_API_KEY);
  });

  it('only logs a failure and stays undefined', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<Probe />, { fetch: async () => Response.json({ error: 'internal_error', detail: 'down' }, { status: 500 }) });

    await waitFor(() => expect(error).toHaveBeenCalledOnce());
    expect(screen.getByText('no link')).toBeInTheDocument();
  });

  it('does not call without an API key', () => {
    const fetch = vi.fn<Fetch>();
    renderWithProviders(<Probe />, { fetch, session: { status: 'signed-out', user: null, apiKey: null, config: null } });

    expect(screen.getByText('no link')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
