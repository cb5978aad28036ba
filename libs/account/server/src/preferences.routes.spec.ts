import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startSessionTestApp, type SessionTestApp } from './account-test-app';

let t: SessionTestApp;
let alice: { cookie: string };
let bob: { cookie: string };
beforeAll(async () => {
  t = await startSessionTestApp();
  alice = await signUp(t.app, 'alice');
  bob = await signUp(t.app, 'bob');
});
afterAll(() => t.close());

const read = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/user-preferences', ...(cookie ? { headers: { cookie } } : {}) });
const write = (cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/user-preferences', payload, ...(cookie ? { headers: { cookie } } : {}) });

describe('user preferences', () => {
  it('start with defaults and keep each user apart', async () => {
    expect((await read(alice.cookie)).json()).toEqual({ referral_modal_dismissed: false, referral_modal_last_shown: null });

    const dismissed = await write(alice.cookie, { preference_key: 'referral_modal_dismissed', value: true });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toEqual({ referral_modal_dismissed: true, referral_modal_last_shown: null });

    const shown = await write(alice.cookie, { preference_key: 'referral_modal_last_shown', value: '2030-05-06T07:08:09.000Z' });
    expect(shown.json()).toEqual({ referral_modal_dismissed: true, referral_modal_last_shown: '2030-05-06T07:08:09.000Z' });
    expect((await read(alice.cookie)).json()).toEqual({
      referral_modal_dismissed: true,
      referral_modal_last_shown: '2030-05-06T07:08:09.000Z',
    });

    expect((await read(bob.cookie)).json()).toEqual({ referral_modal_dismissed: false, referral_modal_last_shown: null });

    const cleared = await write(alice.cookie, { preference_key: 'referral_modal_last_shown', value: null });
    expect(cleared.json().referral_modal_last_shown).toBeNull();
  });

  it('need a session', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await write(undefined, { preference_key: 'referral_modal_dismissed', value: true })).statusCode).toBe(401);
  });

  it('accept only the known keys with their own value types', async () => {
    const unknown = await write(bob.cookie, { preference_key: 'theme', value: 'dark' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      detail: 'preference_key must be referral_modal_dismissed or referral_modal_last_shown',
      field: 'preference_key',
    });
    const wrongType = await write(bob.cookie, { preference_key: 'referral_modal_dismissed', value: 'yes' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ detail: 'value must be true or false', field: 'value' });
    expect((await read(bob.cookie)).json().referral_modal_dismissed).toBe(false);
  });

  it('refuse a moment on no day of the calendar, or before 1900, with 400 naming value, and store nothing', async () => {
    for (const value of ['2023-02-31T00:00:00Z', '2023-02-29T12:00:00.000Z', '0000-01-01T00:00:00Z', '0001-01-01T00:00:00Z']) {
      const refused = await write(bob.cookie, { preference_key: 'referral_modal_last_shown', value });
      expect([refused.statusCode, refused.json().field], value).toEqual([400, 'value']);
    }
    expect((await read(bob.cookie)).json().referral_modal_last_shown).toBeNull();
    const leapDay = await write(bob.cookie, { preference_key: 'referral_modal_last_shown', value: '2024-02-29T12:00:00.000Z' });
    expect(leapDay.json().referral_modal_last_shown).toBe('2024-02-29T12:00:00.000Z');
  });
});
