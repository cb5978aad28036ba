import type { SeedResult } from '@bagel/account-server';

export const runningBanner = (publicOrigin: string): string => `\nBagel is running at ${publicOrigin}\n\n`;

/** The admin password appears here and nowhere else: printed once, on the start that created it. */
export function firstAccountsBanner(seed: Extract<SeedResult, { seeded: true }>): string {
  return [
    'First start: these accounts were created.',
    seed.admin.generatedPassword === null
      ? `  Admin:  ${seed.admin.username} / the password in ADMIN_PASSWORD`
      : `  Admin:  ${seed.admin.username} / ${seed.admin.generatedPassword}   (shown only this once: note it down)`,
    `  Demo:   ${seed.demo.usernames.join(', ')} / ${seed.demo.password}`,
    '',
    '',
  ].join('\n');
}
