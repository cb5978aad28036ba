import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@bagel/web-testing';
import { useWaitlistSetting } from './use-waitlist-setting';

function Probe() {
  const { enabled, isLoading, error } = useWaitlistSetting();
  return <p>{`enabled=${String(enabled)} loading=${isLoading} error=${error ? error.message : 'none'}`}</p>;
}

describe('useWaitlistSetting', () => {
  it('is undefined while loading, then the server value', async () => {
    renderWithProviders(<Probe />, { fetch: async () => Response.json({ enabled: false }) });
    expect(screen.getByText('enabled=undefined loading=true error=none')).toBeInTheDocument();
    expect(await screen.findByText('enabled=false loading=false error=none')).toBeInTheDocument();
  });

  it('stays undefined with the error when the fetch fails', async () => {
    renderWithProviders(<Probe />, {
      fetch: async () => Response.json({ error: 'internal_error', detail: 'Database unavailable' }, { status: 500 }),
    });
    expect(await screen.findByText('enabled=undefined loading=false error=Database unavailable')).toBeInTheDocument();
  });
});
