import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { useParams, useLocation } from 'react-router';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@bagel/session';
import { renderWithProviders, setViewportWidth } from './index';

function Probe() {
  const { datasetId } = useParams();
  const { pathname } = useLocation();
  const { user } = useSession();
  const wide = useMediaQuery('(min-width: 1280px)');
  const failing = useQuery({ queryKey: ['failing'], queryFn: () => Promise.reject(new Error('nope')) });
  return (
    <ul>
      <li>path {pathname}</li>
      <li>dataset {datasetId ?? 'none'}</li>
      <li>user {user?.username}</li>
      <li>{wide ? 'wide' : 'narrow'}</li>
      <li>query {failing.status}</li>
    </ul>
  );
}

describe('renderWithProviders', () => {
  it('mounts under a route pattern, signed in as alice, with queries that do not retry', async () => {
    renderWithProviders(<Probe />, { route: '/dataset/ds-1/description', path: '/dataset/:datasetId/description' });
    expect(screen.getByText('path /dataset/ds-1/description')).toBeInTheDocument();
    expect(screen.getByText('dataset ds-1')).toBeInTheDocument();
    expect(screen.getByText('user alice')).toBeInTheDocument();
    expect(await screen.findByText('query error')).toBeInTheDocument();
  });

  it('takes session overrides', () => {
    renderWithProviders(<Probe />, { session: { user: null, status: 'signed-out' } });
    expect(screen.getByText('user')).toBeInTheDocument();
  });

  it('answers width media queries from the viewport width', () => {
    setViewportWidth(1440);
    renderWithProviders(<Probe />);
    expect(screen.getByText('wide')).toBeInTheDocument();
    act(() => setViewportWidth(800));
    expect(screen.getByText('narrow')).toBeInTheDocument();
  });
});
