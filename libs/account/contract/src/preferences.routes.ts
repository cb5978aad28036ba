import * as v from 'valibot';
import { defineRoute, IsoDateTime } from '@bagel/contract';

export const UserPreferences = v.object({
  referral_modal_dismissed: v.boolean(),
  referral_modal_last_shown: v.nullable(v.string()),
});
export type UserPreferences = v.InferOutput<typeof UserPreferences>;

export const getUserPreferences = defineRoute({
  method: 'GET',
  path: '/api/user-preferences',
  summary: "The signed-in user's preferences",
  tag: 'preferences',
  access: 'session',
  response: UserPreferences,
});

/** Each known key has its own value type, so nothing arbitrary is stored. */
export const PreferenceUpdate = v.variant(
  'preference_key',
  [
    v.object({ preference_key: v.literal('referral_modal_dismissed'), value: v.boolean('value must be true or false') }),
    v.object({ preference_key: v.literal('referral_modal_last_shown'), value: v.nullable(IsoDateTime) }),
  ],
  'preference_key must be referral_modal_dismissed or referral_modal_last_shown',
);

export const setUserPreference = defineRoute({
  method: 'POST',
  path: '/api/user-preferences',
  summary: "Set one of the signed-in user's preferences",
  tag: 'preferences',
  access: 'session',
  body: PreferenceUpdate,
  response: UserPreferences,
});
