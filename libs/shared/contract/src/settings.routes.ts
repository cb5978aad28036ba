import * as v from 'valibot';
import { defineRoute } from './route';

export const WaitlistSetting = v.object({ enabled: v.boolean() });

export const getSettings = defineRoute({
  method: 'GET',
  path: '/api/settings',
  summary: 'Whether the waitlist restriction is on',
  tag: 'settings',
  access: 'public',
  response: WaitlistSetting,
});

export const updateSettings = defineRoute({
  method: 'POST',
  path: '/api/settings',
  summary: 'Turn the waitlist restriction on or off (admins only)',
  tag: 'settings',
  access: 'admin',
  body: v.object({ waitlistEnabled: v.boolean('waitlistEnabled must be true or false') }),
  response: WaitlistSetting,
});
