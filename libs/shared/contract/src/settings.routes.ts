import * as v from 'valibot';
import { defineRoute } from './route';

export const WaitlistSetting = v.object({ enabled: v.boolean() });

/** edge's same-origin read; api holds the setting, edge asks it with the service key. */
export const getSettings = defineRoute({
  method: 'GET',
  path: '/api/settings',
  summary: 'Whether the waitlist restriction is on',
  tag: 'settings',
  access: 'public',
  response: WaitlistSetting,
  errors: [502],
});

export const updateSettings = defineRoute({
  method: 'POST',
  path: '/api/settings',
  summary: 'Turn the waitlist restriction on or off (admins only)',
  tag: 'settings',
  access: 'admin',
  body: v.object({ waitlistEnabled: v.boolean('waitlistEnabled must be true or false') }),
  response: WaitlistSetting,
  errors: [502],
});

/** The platform's one copy of the setting: api refuses waitlisted users' money-moving calls with it. */
export const getWaitlistSetting = defineRoute({
  method: 'GET',
  path: '/api/v1/settings/waitlist',
  summary: 'Whether the waitlist restriction is on',
  tag: 'settings',
  access: 'user-or-service',
  response: WaitlistSetting,
});

/** Who may change it is edge's business (its admins); api takes it from edge's service key only. */
export const updateWaitlistSetting = defineRoute({
  method: 'PUT',
  path: '/api/v1/settings/waitlist',
  summary: 'Turn the waitlist restriction on or off; service key only',
  tag: 'settings',
  access: 'service',
  body: v.object({ enabled: v.boolean('enabled must be true or false') }),
  response: WaitlistSetting,
});
