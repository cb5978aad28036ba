// Debian's Chromium, never a downloaded browser. The flags keep it from reaching for the network,
// which this machine does not have (see shared/stack/README.md).
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};
