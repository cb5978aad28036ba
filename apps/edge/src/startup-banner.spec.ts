import { describe, expect, it } from 'vitest';
import { firstAccountsBanner, runningBanner } from './startup-banner';

const demo = { usernames: ['alice', 'bob'], password: 'bagels-demo' };

describe('the startup banner', () => {
  it('shows where the app runs', () => {
    expect(runningBanner('http://localhost:3000')).toBe('\nBagel is running at http://localhost:3000\n\n');
  });

  it('shows a generated admin password once, and never one the operator chose', () => {
    expect(firstAccountsBanner({ seeded: true, admin: { username: 'admin', generatedPassword: 'Xy7_generated' }, demo })).toBe(
      'First start: these accounts were created.\n' +
        '  Admin:  admin / Xy7_generated   (shown only this once: note it down)\n' +
        '  Demo:   alice, bob / bagels-demo\n\n',
    );
    expect(firstAccountsBanner({ seeded: true, admin: { username: 'admin', generatedPassword: null }, demo })).toContain(
      '  Admin:  admin / the password in ADMIN_PASSWORD\n',
    );
  });
});
