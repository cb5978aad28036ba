import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import {
  getSocialAuthStatus,
  getSocialPostStatus,
  REFERRAL_INVALID,
  REFERRAL_TEXTS,
  validateReferralCode,
} from '@bagel/referrals-contract';
import { failure, fakeRoute, renderWithProviders } from '@bagel/web-testing';
import { InvitePage } from './invite/invite-page';
import { ReferralPrompts } from './prompts/referral-prompts';
import { referralsFetch, socialPost, stashed, unauthorized } from './testing/referral-fakes';

/** Serious and critical axe findings; colour contrast needs layout, which jsdom has none of. */
async function violations(root: Element) {
  const { violations: found } = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return found
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, nodes }) => ({ id, nodes: nodes.map((node) => node.html) }));
}

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  sessionStorage.clear();
  logged.mockRestore();
});

describe('accessibility', () => {
  it('the Earn Bagels page with a completed post', async () => {
    const fetch = referralsFetch([fakeRoute(getSocialPostStatus, () => ({ body: { status: 'completed', post: socialPost() } }))]);
    const { container } = renderWithProviders(<InvitePage />, { route: '/invite?x=authorized', fetch });
    await screen.findByRole('link', { name: 'View your post' });
    expect(await violations(container)).toEqual([]);
  });

  it('the Earn Bagels page asking to authorise X', async () => {
    const fetch = referralsFetch([fakeRoute(getSocialAuthStatus, () => ({ body: unauthorized }))]);
    const { container } = renderWithProviders(<InvitePage />, { route: '/invite?x=denied', fetch });
    await screen.findByRole('link', { name: 'Authorise X account' });
    expect(await violations(container)).toEqual([]);
  });

  it("the 'Share Bagel' pop-up", async () => {
    renderWithProviders(<ReferralPrompts shareDelayMs={0} />, { fetch: referralsFetch() });
    await screen.findByRole('dialog', { name: REFERRAL_TEXTS.shareTitle });
    expect(await violations(document.body)).toEqual([]);
  });

  it("the 'Bonus Assigned!' pop-up", async () => {
    renderWithProviders(<ReferralPrompts />, { fetch: referralsFetch(stashed()) });
    await screen.findByRole('dialog', { name: REFERRAL_TEXTS.bonusTitle });
    expect(await violations(document.body)).toEqual([]);
  });

  it("the 'Bonus Assignment Failed' pop-up", async () => {
    const fetch = referralsFetch([...stashed(), fakeRoute(validateReferralCode, failure(422, REFERRAL_INVALID))]);
    renderWithProviders(<ReferralPrompts />, { fetch });
    await screen.findByRole('dialog', { name: REFERRAL_TEXTS.bonusFailedTitle });
    expect(await violations(document.body)).toEqual([]);
  });
});
