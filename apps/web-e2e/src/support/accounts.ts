import { expect, type Page } from '@playwright/test';

export async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Username or email', exact: true }).fill(login);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export const DEMO_PASSWORD = 'bagels-demo';
