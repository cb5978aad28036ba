import { type Browser, type Page } from '@playwright/test';
import { expect, openPage, test } from './support/test';
import { expectAccessible } from './support/accessibility';
import { signIn } from './support/accounts';
import { adminPassword, apiBaseUrl, uniqueUser, waitForApi } from './support/stack';

test.beforeAll(async ({ request }) => waitForApi(request));

async function signUp(page: Page, user: ReturnType<typeof uniqueUser>) {
  await page.goto('/');
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Sign up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(user.username);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(user.name);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The admin's waitlist switch on the admin page, turned on. */
async function waitlistSwitchedOn(page: Page) {
  const toggle = page.getByRole('switch', { name: /waitlist/i });
  if (!(await toggle.isChecked())) await toggle.click();
  await expect(toggle).toBeChecked();
  return toggle;
}

/** A new user who moves themself to the waitlist (the only role change a user may make, as a failed referral does). */
async function newWaitlistedUser(browser: Browser, name: string) {
  const userPage = await openPage(browser);
  const user = uniqueUser(name);
  await signUp(userPage, user);
  const session = await (await userPage.request.get('/api/session')).json();
  const moved = await userPage.request.post('/api/updateProfile', {
    data: { userId: session.user.id, role: 'waitlist' },
    headers: { origin: new URL(userPage.url()).origin },
  });
  expect(moved.status()).toBe(200);
  return { userPage, user };
}

const keyText = (page: Page) => page.getByText(/^bgl_[A-Za-z0-9_-]+$/);

async function openAvatarMenu(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click();
}

test('a new user signs up, uses and rotates the API key, contacts support and signs out', async ({ page, request }) => {
  const user = uniqueUser('journey');
  await signUp(page, user);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  const session = await (await page.request.get('/api/session')).json();
  const userId: string = session.user.id;

  // The API-key page shows the key, and that key works against api directly.
  await openAvatarMenu(page);
  await page.getByRole('menuitem', { name: 'API-Key' }).click();
  await expect(page).toHaveURL(/\/api-key$/);
  await page.getByRole('button', { name: 'Show API key' }).click();
  const shownKey = (await keyText(page).textContent())?.trim() ?? '';
  expect(shownKey).toMatch(/^bgl_/);
  await expectAccessible(page);
  const onboarding = await request.get(`${apiBaseUrl}/api/v1/onboarding/${userId}`, { headers: { 'x-api-key': shownKey } });
  expect(onboarding.status()).toBe(200);
  expect((await onboarding.json()).onboarding_completed).toBe(false);

  // Rotate after confirming; the old key stops working at once and the new one works.
  await page.getByRole('button', { name: 'Rotate key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rotate API key?' });
  await expect(dialog).toContainText('The current key stops working immediately.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Rotate key' }).click();
  await expect(keyText(page)).not.toHaveText(shownKey);
  const newKey = (await keyText(page).textContent())?.trim() ?? '';
  expect(newKey).toMatch(/^bgl_/);
  const oldKeyCall = await request.get(`${apiBaseUrl}/api/v1/onboarding/${userId}`, { headers: { 'x-api-key': shownKey } });
  expect(oldKeyCall.status()).toBe(401);
  const newKeyCall = await request.get(`${apiBaseUrl}/api/v1/onboarding/${userId}`, { headers: { 'x-api-key': newKey } });
  expect(newKeyCall.status()).toBe(200);

  // Contact Us from the sidebar's Get Help section.
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('button', { name: 'Contact Us' }).click();
  const sheet = page.getByRole('dialog', { name: 'Contact Us' });
  await sheet.getByRole('button', { name: 'Send' }).click();
  await expect(sheet.getByText('Subject is required')).toBeVisible();
  await sheet.getByRole('textbox', { name: 'Subject', exact: true }).fill('Hello from the journey');
  await sheet.getByRole('textbox', { name: 'Message', exact: true }).fill('The onboarding checklist is clear. Thanks!');
  await expectAccessible(page);
  await sheet.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your message has been sent successfully!')).toBeVisible();

  // Profile and FAQ pages pass axe too.
  for (const path of ['/profile', '/faq']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }

  await openAvatarMenu(page);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});

test('a waitlist user is sent to /waitlist, except on /admin', async ({ page, browser }) => {
  // The admin turns the waitlist on.
  await signIn(page, 'admin', adminPassword);
  await page.goto('/admin');
  await expect(page.getByRole('switch', { name: /waitlist/i })).toBeVisible();
  await expectAccessible(page);
  const toggle = await waitlistSwitchedOn(page);

  // A new user moves themself to the waitlist.
  const { userPage } = await newWaitlistedUser(browser, 'waiting');

  await userPage.goto('/dashboard');
  await expect(userPage).toHaveURL(/\/waitlist$/);
  await expect(userPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(userPage);
  await userPage.goto('/profile');
  await expect(userPage).toHaveURL(/\/waitlist$/);
  await userPage.goto('/admin');
  await expect(userPage).toHaveURL(/\/admin$/);
  await expect(userPage.getByText('You need admin rights to view this page.')).toBeVisible();

  // With the waitlist off again, the same user is no longer redirected.
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await userPage.goto('/dashboard');
  await expect(userPage).toHaveURL(/\/dashboard$/);
});

test('an admin admits a waitlisted user from the user list, and their open waitlist page takes them to the dashboard', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin', adminPassword);
  await page.goto('/admin');
  const toggle = await waitlistSwitchedOn(page);

  // A new user ends up on the waitlist and waits on its page.
  const { userPage, user: waiting } = await newWaitlistedUser(browser, 'admitted');
  await userPage.goto('/dashboard');
  await expect(userPage).toHaveURL(/\/waitlist$/);
  await expect(userPage.getByRole('heading', { name: 'What happens next' })).toBeVisible();

  // The admin finds them and lets them in.
  await page.reload();
  const users = page.getByRole('region', { name: 'Users' });
  await users.getByRole('textbox', { name: 'Search users' }).fill(waiting.username);
  await users.getByRole('button', { name: 'Search' }).click();
  const row = users.getByRole('listitem', { name: waiting.username });
  await expect(row.getByRole('combobox', { name: `Role of ${waiting.username}` })).toHaveValue('Waitlist');
  await expectAccessible(page);
  await row.getByRole('button', { name: `Admit ${waiting.username}` }).click();
  await expect(row.getByRole('combobox', { name: `Role of ${waiting.username}` })).toHaveValue('User');
  await expect(page.getByRole('region', { name: 'Recent role changes' }).getByRole('listitem').first()).toContainText(
    `admin moved ${waiting.username} from Waitlist to User`,
  );

  // The user comes back to their tab: the page asks again and takes them to the dashboard.
  await userPage.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(userPage).toHaveURL(/\/dashboard$/);
  await expect(userPage.getByRole('heading', { level: 1 })).toBeVisible();

  await toggle.click();
  await expect(toggle).not.toBeChecked();
});
