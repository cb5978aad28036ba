import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';

/** The first import of the deferred parts transforms their modules: slow in a test, a moment in a browser. */
const LOAD_MS = 15_000;

// A web project's test files share one module graph: fresh modules, so the deferred parts are not in yet.
beforeEach(() => {
  vi.resetModules();
});
const scenes = () => import('../testing/deferred-control-scenes');

describe('DeferredControl', () => {
  it('shows the button until the menu is in, then opens the menu the keyboard pressed and hands focus back on Escape', async () => {
    const { user } = (await scenes()).renderHeader();
    const avatar = screen.getByRole('button', { name: 'AB: Account menu for alice' });
    expect(avatar).not.toHaveAttribute('aria-haspopup');

    avatar.focus();
    await user.keyboard('{Enter}');

    const menu = await screen.findByRole('menu', {}, { timeout: LOAD_MS });
    expect(menu).toHaveTextContent('alice@example.com');
    const button = screen.getByRole('button', { name: 'AB: Account menu for alice' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  }, 30_000);

  it('keeps the button while a press on it is under way, and opens the menu once that press ends in a click', async () => {
    (await scenes()).renderHeader();
    const { loadDeferredParts } = await import('./use-deferred-parts');
    const avatar = screen.getByRole('button', { name: 'AB: Account menu for alice' });

    // The parts arrive between the pointer going down and coming up, as they may when pointing at the button fetched them.
    fireEvent.pointerDown(avatar);
    await loadDeferredParts();
    expect(screen.getByRole('button', { name: 'AB: Account menu for alice' })).toBe(avatar);
    fireEvent.click(avatar);

    expect(await screen.findByRole('menu')).toHaveTextContent('alice@example.com');
    expect(screen.getByRole('button', { name: 'AB: Account menu for alice' })).toHaveAttribute('aria-expanded', 'true');
  }, 30_000);

  it('hands what was typed into the search box before the search was in to the search, with the focus', async () => {
    (await scenes()).renderSearch();
    // Without a pause between them, so both happen before the parts can arrive.
    const box = screen.getByRole('textbox', { name: 'Search models' });
    box.focus();
    fireEvent.input(box, { target: { value: 'llama' } });

    const search = await screen.findByRole('combobox', { name: 'Search models' }, { timeout: LOAD_MS });
    expect(search).toHaveValue('llama');
    expect(search).toHaveFocus();
    // Open, searching for it: its footer browses the hub for the text.
    expect(await screen.findByRole('link', { name: /^Browse all on/ })).toHaveAttribute('href', expect.stringContaining('llama'));
  }, 30_000);
});
