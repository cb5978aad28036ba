import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { onlineManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createTestQueryClient } from '@bagel/web-testing';
import { firstFrameGate, type FirstFrameGate } from './queries-after-first-frame';

/** A page that asks one question, with or without the route table's root (what opens the gate) beside it. */
function renderPage(gate: FirstFrameGate, { withOpener }: { withOpener: boolean }) {
  const ask = vi.fn(async () => 'answer');
  const seen: string[] = [];
  const client = createTestQueryClient();
  function Page() {
    const query = useQuery({ queryKey: ['question'], queryFn: ask });
    seen.push(query.fetchStatus);
    return <p>{query.data ?? 'waiting'}</p>;
  }
  function Opener() {
    gate.useOpenAfterThisFrame();
    return null;
  }
  const tree = (opener: boolean) => (
    <QueryClientProvider client={client}>
      <Page />
      {opener && <Opener />}
    </QueryClientProvider>
  );
  const view = render(tree(withOpener));
  return { ask, seen, view, addOpener: () => view.rerender(tree(true)) };
}

/** Two frames, so a gate opened after the first one has had its task too. */
const nextFrames = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))));

afterEach(() => {
  // Back to always online, as TanStack Query starts: the gate's listener stays only for the test that installed it.
  onlineManager.setEventListener((setOnline) => {
    setOnline(true);
    return undefined;
  });
});

describe('queries after the first frame', () => {
  it('asks nothing until the page that opens the gate has painted, then asks what waited', async () => {
    const gate = firstFrameGate();
    gate.install();
    const { ask, seen, view, addOpener } = renderPage(gate, { withOpener: false });
    await nextFrames();
    expect(ask).not.toHaveBeenCalled();
    expect(seen.at(-1)).toBe('paused');

    // The first route renders: its frame paints, then what waited goes out.
    addOpener();
    await waitFor(() => expect(view.getByText('answer')).toBeTruthy());
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('lets the questions of a page rendered with the opener out one frame later', async () => {
    const gate = firstFrameGate();
    gate.install();
    const { ask, view } = renderPage(gate, { withOpener: true });
    expect(ask).not.toHaveBeenCalled();
    await waitFor(() => expect(view.getByText('answer')).toBeTruthy());
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('still follows the browser going offline and back once the gate is open', async () => {
    const gate = firstFrameGate();
    gate.install();
    renderPage(gate, { withOpener: true });
    await waitFor(() => expect(onlineManager.isOnline()).toBe(true));
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(onlineManager.isOnline()).toBe(false);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('keeps a browser that starts offline offline after the first frame', async () => {
    const gate = firstFrameGate();
    gate.install();
    act(() => void window.dispatchEvent(new Event('offline')));
    const { ask } = renderPage(gate, { withOpener: true });
    await nextFrames();
    expect(onlineManager.isOnline()).toBe(false);
    expect(ask).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
  });
});
