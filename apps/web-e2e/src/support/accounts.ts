import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { SessionPayload } from '@bagel/account-contract';

export async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Username or email', exact: true }).fill(login);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export const DEMO_PASSWORD = 'bagels-demo';

/** Fills the landing page's Sign up form and submits it; where it leads is the caller's to check. */
export async function submitSignUp(page: Page, user: { username: string; email: string; name: string; password: string }): Promise<void> {
  await page.getByRole('tab', { name: 'Sign up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(user.username);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(user.name);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Sign up' }).click();
}

/** The signed-in user of a page's (or request context's) cookies, with their API key, as the web app reads it. */
export const sessionOf = async (request: APIRequestContext): Promise<SessionPayload> => (await request.get('/api/session')).json();
