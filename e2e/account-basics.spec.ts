import { expect, test } from '@playwright/test';
import { expectAccessible, latestMailTo, newEmail } from './support/fixtures';

test('a new visitor accepts cookies, signs up, logs out and back in, and resets a forgotten password', async ({ page, request }) => {
  // Many pages, two sign-ins, a mail and a reset: give it the time a busy 2-core machine needs.
  test.slow();
  const email = newEmail('amara');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('save up to 50%');

  // Cookie consent: stored with its date, then gone.
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => [localStorage.getItem('gdpr_consent'), Boolean(localStorage.getItem('gdpr_consent_date'))])).toEqual(['accepted', true]);

  // Sign up in the modal, tripping the spec's first rule before getting it right.
  await page.getByRole('button', { name: 'Sign Up / Log In' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /sign up/i }).click();
  // This server has no Google credentials (GET /api/config's google_sign_in is false): no Google button at all.
  await expect(dialog.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Google/ })).toHaveCount(0);
  const create = dialog.getByRole('button', { name: 'Create Account' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel(/privacy policy/i).check();
  await create.click();
  await expect(dialog.getByText('email address required').first()).toBeVisible();
  await expectAccessible(page, 'the sign-up modal');

  await dialog.getByLabel('Email').fill(`  ${email.toUpperCase()} `);
  await dialog.getByLabel('Phone number').fill('7700900123');
  await dialog.getByLabel('Password', { exact: true }).fill('first-password');
  await dialog.getByLabel('First name').fill('Amara');
  await dialog.getByLabel('City').fill('London');
  await create.click();

  const accountMenu = page.getByRole('button', { name: 'Account menu for Amara' });
  await expect(accountMenu).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Bookings' })).toBeVisible();
  const me = await (await page.request.get('/api/users/me')).json();
  expect(me).toMatchObject({ email, phone: '+44 7700900123', credit_balance: 3 });

  // Log out: back home, signed out.
  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign Up / Log In' }).first()).toBeVisible();

  // Log back in.
  await page.getByRole('button', { name: 'Sign Up / Log In' }).first().click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('first-password');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(accountMenu).toBeVisible();

  // Forgot the password: request a link, follow it from the outbox, set a new one, sign in with it.
  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Sign Up / Log In' }).first().click();
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: /send/i }).click();
  await expect(dialog.getByRole('heading', { name: 'Email Sent' })).toBeVisible();
  await expect(dialog.getByText("If your email is registered, you'll receive a reset link shortly")).toBeVisible();
  await dialog.getByRole('button', { name: 'Back to Login' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue('');
  await page.keyboard.press('Escape');

  const mail = await latestMailTo(request, email);
  const link = /http\S+reset-password\?token=\S+/.exec(mail.text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'the reset password page');
  await page.getByLabel('New password', { exact: true }).fill('second-password');
  await page.getByLabel('Confirm new password').fill('second-password-typo');
  await page.getByRole('button', { name: /reset|update|save/i }).click();
  await expect(page.getByText("Passwords don't match").first()).toBeVisible();
  await page.getByLabel('Confirm new password').fill('second-password');
  await page.getByRole('button', { name: /reset|update|save/i }).click();
  await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to Sign In' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('second-password');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(accountMenu).toBeVisible();
});

test('a reset link without a token says it is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid reset link. Please request a new password reset.')).toBeVisible();
});
