// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PATHS } from '@bagel/contract';
import { TEST_API_KEY, TEST_CONFIG, TEST_USER } from '@bagel/session/testing';
import { renderPage } from './entry-server';

/** A route's lazy modules are transformed on first import (see app-routes.spec.tsx). */
const LAZY_ROUTE_WAIT = 15_000;
const ORIGIN = 'http://localhost:3000';
const sessionAs = (role: 'user' | 'admin' | 'waitlist') => ({ user: { ...TEST_USER, role }, apiKey: TEST_API_KEY, config: TEST_CONFIG });

describe('renderPage, run by edge for phones', () => {
  it(
    "draws a signed-in user's page in the shell, as the first frame shows it: questions not asked yet, the phone layout",
    async () => {
      const markup = (await renderPage(`${ORIGIN}${PATHS.buyBagels}`, sessionAs('user'))) ?? '';
      expect(markup).toMatch(/<h1[^>]*>Buy Bagels<\/h1>/);
      // The phone's header: the menu button, not the sidebar a desktop shows.
      expect(markup).toContain('aria-label="Open menu"');
      // Nothing of the user's key or the API's answers: the page only asks once the browser has it.
      expect(markup).not.toContain(TEST_API_KEY);
    },
    LAZY_ROUTE_WAIT,
  );

  it('leaves the page to the browser where it would redirect, and for a waitlisted user', async () => {
    // Signed in on the landing page: the browser goes on to the dashboard.
    expect(await renderPage(`${ORIGIN}${PATHS.landing}`, sessionAs('user'))).toBeUndefined();
    expect(await renderPage(`${ORIGIN}${PATHS.waitlist}`, sessionAs('admin'))).toBeUndefined();
    // Where a waitlisted user goes depends on the waitlist setting, which the browser asks for.
    expect(await renderPage(`${ORIGIN}${PATHS.dashboard}`, sessionAs('waitlist'))).toBeUndefined();
  });
});
