import { devices, type Page } from '@playwright/test';
import { expect, openPage, test } from './support/test';
import { PATHS } from '@bagel/contract';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD, signIn, submitSignUp } from './support/accounts';
import { adminPassword, uniqueUser, waitForApi } from './support/stack';
import { expectReachable } from './support/viewport';
import { openAvatarMenu } from './support/header';

test.beforeAll(async ({ request }) => waitForApi(request));

/** Matches no route: the 404 page. */
const NO_SUCH_PAGE = '/no-such-page';

async function signInOnLanding(page: Page, login: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Username or email', exact: true }).fill(login);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test('each page names the browser tab', async ({ page }) => {
  await page.goto(PATHS.landing);
  await expect(page).toHaveTitle('Welcome · Bagel');
  await signIn(page, 'alice', DEMO_PASSWORD);
  await expect(page).toHaveTitle('Dashboard · Bagel');
  for (const [path, title] of [
    [PATHS.profile, 'Profile · Bagel'],
    [PATHS.apiKey, 'API-Key · Bagel'],
    [PATHS.faq, 'FAQ · Bagel'],
    [PATHS.buyBagels, 'Buy Bagels · Bagel'],
    [PATHS.deployments, 'Deployments · Bagel'],
    [NO_SUCH_PAGE, 'Page not found · Bagel'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
});

test('an address with no page offers the dashboard', async ({ page }) => {
  await signIn(page, 'alice', DEMO_PASSWORD);
  // Opened directly there is nothing of ours to go back to: the dashboard is the way out.
  await page.goto(NO_SUCH_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go back' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.dashboard}$`));
});

test('signing in returns to the deep link asked for, never to another origin', async ({ browser }) => {
  const deepLink = `${PATHS.buyBagels}?amount=5`;

  const visitor = await openPage(browser);
  await visitor.goto(deepLink);
  await expect(visitor).toHaveURL((url) => url.pathname === PATHS.landing);
  await signInOnLanding(visitor, 'bob', DEMO_PASSWORD);
  await expect(visitor).toHaveURL((url) => `${url.pathname}${url.search}` === deepLink);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();

  // Signing up from a deep link returns there too.
  const newcomer = await openPage(browser);
  await newcomer.goto(PATHS.profile);
  await expect(newcomer).toHaveURL((url) => url.pathname === PATHS.landing);
  await submitSignUp(newcomer, uniqueUser('deeplink'));
  await expect(newcomer).toHaveURL((url) => url.pathname === PATHS.profile);

  // A crafted link to another origin lands on the dashboard instead.
  for (const next of ['//evil.example', '/\\evil.example', 'https://evil.example/']) {
    const target = await openPage(browser);
    await target.goto(`${PATHS.landing}?next=${encodeURIComponent(next)}`);
    await signInOnLanding(target, 'bob', DEMO_PASSWORD);
    await expect(target).toHaveURL((url) => url.host === new URL(visitor.url()).host && url.pathname === PATHS.dashboard);
  }
});

test('signing out leaves for the bare landing page', async ({ page }) => {
  await signIn(page, 'alice', DEMO_PASSWORD);
  // A fresh load, so the landing page's code is not loaded yet when Sign Out needs it.
  await page.goto(PATHS.faq);
  const menu = await openAvatarMenu(page);
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === PATHS.landing && url.search === '');
});

test("a phone's page is drawn by the server, shown inert, and taken over by the app without being drawn again", async ({ browser }) => {
  const phone = await openPage(browser, { ...devices['Pixel 5'], viewport: { width: 375, height: 740 } });
  const errors: string[] = [];
  phone.on('pageerror', (error) => errors.push(error.message));
  phone.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await signIn(phone, 'alice', DEMO_PASSWORD);

  // The app's scripts are held back, so the page is seen as edge sent it.
  let releaseScripts: (() => void) | undefined;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await phone.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await phone.goto(PATHS.buyBagels, { waitUntil: 'commit' });
  const heading = phone.locator('#root[inert] h1', { hasText: 'Buy Bagels' });
  await expect(heading).toBeVisible();
  await expect(phone.locator('#root[inert] button[aria-label="Open menu"]')).toBeVisible();
  // Mantine's colours (borders, text, skeletons) hang on this attribute, which the app sets only once it runs.
  await expect(phone.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  // Marked, to see whether the app keeps this element or draws its own (as it does when its first render differs).
  await heading.evaluate((element) => element.setAttribute('data-drawn-by', 'edge'));

  releaseScripts?.();
  await expect(phone.locator('#root')).not.toHaveAttribute('inert');
  await expect(phone.getByRole('heading', { level: 1, name: 'Buy Bagels' })).toHaveAttribute('data-drawn-by', 'edge');
  await phone.getByRole('button', { name: 'Open menu' }).click();
  await expect(phone.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(errors.filter((text) => /hydrat|Minified React error/i.test(text))).toEqual([]);

  // A desktop's browser draws the page itself, as before.
  const desktop = await phone.context().request.get(PATHS.buyBagels, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' } });
  expect(await desktop.text()).toContain('<div id="root"></div>');
});

test('admins find the Admin page in the avatar menu and the menu panel; others do not', async ({ page, browser }) => {
  await signIn(page, 'admin', adminPassword);
  const menu = await openAvatarMenu(page);
  await menu.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.admin}$`));
  await expect(page.getByRole('switch', { name: /waitlist/i })).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', PATHS.admin);

  const other = await openPage(browser);
  await signIn(other, 'bob', DEMO_PASSWORD);
  const otherMenu = await openAvatarMenu(other);
  await expect(otherMenu.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await expect(otherMenu.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
});

test('a waitlisted user sees the waitlist page alone, and no wallet or navigation on admin paths', async ({ page, browser }) => {
  await signIn(page, 'admin', adminPassword);
  await page.goto(PATHS.admin);
  const toggle = page.getByRole('switch', { name: /waitlist/i });
  await expect(toggle).toBeVisible();
  if (!(await toggle.isChecked())) await toggle.click();
  await expect(toggle).toBeChecked();

  try {
    const waiting = await openPage(browser);
    await waiting.goto(PATHS.landing);
    await submitSignUp(waiting, uniqueUser('shellwait'));
    await expect(waiting).toHaveURL((url) => url.pathname === PATHS.dashboard);
    const session = await (await waiting.request.get('/api/session')).json();
    const moved = await waiting.request.post('/api/updateProfile', {
      data: { userId: session.user.id, role: 'waitlist' },
      headers: { origin: new URL(waiting.url()).origin },
    });
    expect(moved.status()).toBe(200);

    for (const width of [375, 1440]) {
      await waiting.setViewportSize({ width, height: 800 });
      await waiting.goto(PATHS.dashboard);
      await expect(waiting).toHaveURL((url) => url.pathname === PATHS.waitlist);
      await expect(waiting.getByRole('heading', { level: 1, name: "You're on the waitlist" })).toBeVisible();
      await expect(waiting).toHaveTitle('Waitlist · Bagel');
      await expect(waiting.getByRole('banner')).toHaveCount(0);
      await expect(waiting.getByRole('navigation')).toHaveCount(0);
      await expectReachable(waiting, waiting.getByRole('button', { name: 'Sign out' }));
      await expectAccessible(waiting);
      await waiting.screenshot({ path: test.info().outputPath(`waitlist-${width}.png`) });
    }

    await waiting.setViewportSize({ width: 1440, height: 800 });
    await waiting.goto(PATHS.admin);
    await expect(waiting.getByText('You need admin rights to view this page.')).toBeVisible();
    const header = waiting.getByRole('banner');
    await expect(header).toBeVisible();
    await expect(header.getByRole('link', { name: 'Buy Bagels' })).toHaveCount(0);
    await expect(header.getByTestId('balance-amount')).toHaveCount(0);
    await expect(header.getByRole('radiogroup', { name: 'Currency' })).toHaveCount(0);
    await expect(waiting.getByRole('navigation', { name: 'Sidebar' })).toHaveCount(0);
    await expect(waiting.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    const menu = await openAvatarMenu(waiting);
    await expect(menu.getByRole('menuitem')).toHaveText(['Sign Out']);
    await expectAccessible(waiting);
    await waiting.screenshot({ path: test.info().outputPath('waitlisted-on-admin.png') });
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(waiting).toHaveURL((url) => url.pathname === PATHS.landing);
  } finally {
    await page.goto(PATHS.admin);
    if (await toggle.isChecked()) await toggle.click();
    await expect(toggle).not.toBeChecked();
  }
});

test('the onboarding checklist steps are links, in keyboard order', async ({ page }) => {
  await page.goto(PATHS.landing);
  await submitSignUp(page, uniqueUser('checklist'));
  await expect(page).toHaveURL((url) => url.pathname === PATHS.dashboard);

  const checklist = page.getByRole('region', { name: 'Get started' });
  const dataset = checklist.getByRole('link', { name: 'Create a dataset (not done yet)' });
  await expect(dataset).toHaveAttribute('href', PATHS.datasets);
  await expect(checklist.getByRole('link', { name: 'Create a model (not done yet)' })).toHaveAttribute('href', PATHS.models);
  await expect(checklist.getByRole('link', { name: 'Fine-tune a model (not done yet)' })).toHaveAttribute('href', PATHS.models);
  await dataset.focus();
  await page.keyboard.press('Tab');
  await expect(checklist.getByRole('link', { name: /Create a model/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === PATHS.models);
});
