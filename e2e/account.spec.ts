import { expect, test } from '@playwright/test';
import { acceptCookiesUpFront, bookAndPayThroughApi, DESKTOP, expectAccessible, latestMailTo, newEmail, screenshots, signUpThroughApi } from './support/fixtures';

test('a customer edits their profile, changes password, refers a friend who books, sends a message and deletes their account', async ({ browser, context, page }) => {
  test.slow();
  await acceptCookiesUpFront(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { email } = await signUpThroughApi(context, 'Rhea');
  await page.setViewportSize(DESKTOP);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();

  // Personal details: an invalid phone first, then a good one.
  const details = page.getByRole('region', { name: 'Personal Details' });
  await details.getByRole('button', { name: 'Edit' }).click();
  await details.getByLabel(/^Phone number/).fill('123');
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(details.getByText('Please review and correct the highlighted fields below.')).toBeVisible();
  await expect(details.getByText('phone number too short')).toBeVisible();
  await expectAccessible(page, 'the account page with an error');
  await details.getByLabel(/^Phone number/).fill('7700 900456');
  await details.getByLabel('City').fill('Bristol');
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(details.getByText('Your profile has been updated successfully!')).toBeVisible();
  await expect(details.getByText('Bristol')).toBeVisible();

  // Password: change it, then sign in with the new one.
  const password = page.getByRole('region', { name: 'Update password' });
  await password.getByLabel('Current password').fill('a-good-password');
  await password.getByLabel('New password', { exact: true }).fill('a-better-password');
  await password.getByLabel('Confirm new password').fill('a-better-password');
  await password.getByRole('button', { name: 'Update password' }).click();
  await expect(password.getByText('Password updated successfully!')).toBeVisible();
  const relogin = await browser.newContext({ baseURL: page.url() });
  expect((await relogin.request.post('/api/auth/login', { data: { email, password: 'a-good-password' } })).status()).toBe(401);
  expect((await relogin.request.post('/api/auth/login', { data: { email, password: 'a-better-password' } })).status()).toBe(200);
  await relogin.close();

  // Share to earn credit: copy the referral link.
  await page.getByRole('button', { name: 'Share to earn credit' }).click();
  const linkField = page.getByLabel('Your referral link');
  const link = await linkField.inputValue();
  expect(link).toMatch(/\?ref=[A-Z0-9]+$/);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4000 });
  await expectAccessible(page, 'the account page');
  await screenshots(page, 'account');

  // A friend follows the link and signs up in the modal; their first paid booking earns the referrer £3.
  const friend = await browser.newContext({ baseURL: new URL(link).origin });
  await acceptCookiesUpFront(friend);
  const friendPage = await friend.newPage();
  await friendPage.goto(link);
  await friendPage.getByRole('button', { name: 'Sign Up / Log In' }).first().click();
  const dialog = friendPage.getByRole('dialog');
  await dialog.getByRole('button', { name: /sign up/i }).click();
  await dialog.getByLabel('Email').fill(newEmail('friend'));
  await dialog.getByLabel('Phone number').fill('7700900789');
  await dialog.getByLabel('Password', { exact: true }).fill('friend-password');
  await dialog.getByLabel('First name').fill('Femi');
  await dialog.getByLabel('City').fill('London');
  await dialog.getByLabel(/privacy policy/i).check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(friendPage.getByRole('button', { name: 'Account menu for Femi' })).toBeVisible();
  await bookAndPayThroughApi(friend);
  await friend.close();

  await page.reload();
  await page.getByRole('button', { name: 'Share to earn credit' }).click();
  const history = page.getByRole('list').filter({ hasText: 'Referral' });
  await expect(history.getByText('+£3.00').first()).toBeVisible();
  await expect(page.getByText('Friends referred').locator('..').getByText('1')).toBeVisible();
  await page.getByRole('button', { name: /Notifications/ }).click();
  await expect(page.getByText(/£3/).filter({ hasText: /referr|friend/i }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await screenshots(page, 'account-referral-reward');

  // Contact: from the account page's support links.
  await page.getByRole('link', { name: 'Contact our team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Message').fill('Can I bring my daughter to my appointment?');
  await expectAccessible(page, 'the contact page');
  await screenshots(page, 'contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText("Thank you for contacting us! We'll get back to you within 24 hours.")).toBeVisible();
  const ack = await latestMailTo(context.request, email);
  expect(ack.text).toContain('Can I bring my daughter to my appointment?');
  await page.getByRole('link', { name: 'Back to Account' }).last().click();

  // Delete the account: warned, then gone and signed out; the old password no longer works.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const warning = page.getByRole('dialog', { name: 'Delete your account permanently?' });
  await expect(warning.getByText(/can’t be undone/)).toBeVisible();
  await expectAccessible(page, 'the delete-account warning');
  await warning.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Up / Log In' }).first()).toBeVisible();
  expect((await page.request.post('/api/auth/login', { data: { email, password: 'a-better-password' } })).status()).toBe(401);
});
