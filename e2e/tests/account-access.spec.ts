import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/console-watch.ts';
import { readLatestMailTo, resetCodeIn } from '../fixtures/mail.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';
import { E2E_ADMIN, logIn } from '../fixtures/session.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function logOut(page: Page) {
  await page.goto('/myaccount/account');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

test('a visitor registers, signs in, signs out, and is sent to /login for account pages', async ({
  page,
}, testInfo) => {
  const name = `asha${unique()}`;
  const email = `${name}@example.com`;
  await page.goto('/myaccount/order');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Mango-lassi-7');
  await page.getByLabel('Confirm password', { exact: true }).fill('Mango-lassi-8');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords do not match!')).toBeVisible();
  await page.getByLabel('Confirm password', { exact: true }).fill('Mango-lassi-7');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration successful! Please login.')).toBeVisible();

  await logIn(page, email, 'Mango-lassi-7');
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/myaccount\/account$/);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('authToken'),
    role: localStorage.getItem('role'),
    user: JSON.parse(localStorage.getItem('user') ?? 'null'),
  }));
  expect(stored.token).toBeTruthy();
  expect(stored.role).toBe('CUSTOMER');
  expect(stored.user).toEqual({ username: name, userType: 'CUSTOMER' });
  await keepScreenshot(page, testInfo, 'signed-in');

  await logOut(page);
  const after = await page.evaluate(() =>
    ['authToken', 'role', 'userId', 'user', 'cart', 'wishlist'].map((k) => localStorage.getItem(k)),
  );
  expect(after).toEqual([null, null, null, null, null, null]);
  await page.goto('/myaccount/account');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the server message', async ({ page, consoleWatch }) => {
  consoleWatch.expectFailedLoad(401, '/api/auth/login');
  await logIn(page, 'nobody-here', 'not-the-password');
  await expect(page.getByText('Invalid email/username or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a shopper resets a forgotten password with the mailed code', async ({ page }, testInfo) => {
  const name = `ravi${unique()}`;
  const email = `${name}@example.com`;
  const api = page.request;
  const registered = await api.post('/api/auth/register', {
    data: { username: name, email, password: 'Old-password-1' },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('group', { name: 'Verification code' })).toBeVisible();

  const code = resetCodeIn(await readLatestMailTo(email));
  // Typing the digits one by one moves the focus along the six boxes.
  await page.getByLabel('Verification code, digit 1 of 6').click();
  await page.keyboard.type(code);
  for (let i = 0; i < 6; i++) {
    await expect(page.getByLabel(`Verification code, digit ${i + 1} of 6`)).toHaveValue(code[i]!);
  }
  await keepScreenshot(page, testInfo, 'otp');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('New password', { exact: true }).fill('New-password-2');
  await page.getByLabel('Confirm new password', { exact: true }).fill('New-password-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(/password has been reset/)).toBeVisible();

  await logIn(page, email, 'New-password-2');
  await expect(page).toHaveURL(/\/myaccount\/account$/);
});

test('an admin signs in to the admin area', async ({ page }) => {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.evaluate(() => localStorage.getItem('role'))).resolves.toBe('ADMIN');
});
