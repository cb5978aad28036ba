import { describe, expect, it } from 'vitest';
import { preferences } from '../testing/referral-fakes';
import { isShareModalDue, SHARE_MODAL_DELAY_MS, SHARE_MODAL_INTERVAL_MS } from './share-modal-schedule';

const NOW = Date.parse('2025-03-05T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();

describe('isShareModalDue', () => {
  it("uses spec §9's 2 s delay and 24 h interval", () => {
    expect(SHARE_MODAL_DELAY_MS).toBe(2000);
    expect(SHARE_MODAL_INTERVAL_MS).toBe(86_400_000);
  });

  it('is due for a user who never saw it', () => {
    expect(isShareModalDue(preferences(), {}, NOW)).toBe(true);
  });

  it('is not due within 24 h of being shown, and due again after', () => {
    expect(isShareModalDue(preferences({ referral_modal_last_shown: hoursAgo(23.9) }), {}, NOW)).toBe(false);
    expect(isShareModalDue(preferences({ referral_modal_last_shown: hoursAgo(24) }), {}, NOW)).toBe(true);
    expect(isShareModalDue(preferences({ referral_modal_last_shown: hoursAgo(72) }), {}, NOW)).toBe(true);
  });

  it('counts a time from a clock ahead of this one as just shown', () => {
    expect(isShareModalDue(preferences({ referral_modal_last_shown: hoursAgo(-2) }), {}, NOW)).toBe(false);
  });

  it('is never due once dismissed, on the server or in this tab', () => {
    expect(isShareModalDue(preferences({ referral_modal_dismissed: true }), {}, NOW)).toBe(false);
    expect(isShareModalDue(preferences(), { dismissed: true }, NOW)).toBe(false);
  });

  it("waits out this tab's postponement", () => {
    expect(isShareModalDue(preferences(), { postponedUntil: NOW + 1 }, NOW)).toBe(false);
    expect(isShareModalDue(preferences(), { postponedUntil: NOW }, NOW)).toBe(true);
  });
});
