import { expect, test } from '@playwright/test';
import { acceptCookiesUpFront, DESKTOP, expectAccessible, ownerApplies, PHONE, screenshots, signInAs, signUpThroughApi, toastsGone, snap } from './support/fixtures';

test('a customer reads their notifications on a page of their own and marks them all read', async ({ browser, context, page }) => {
  await acceptCookiesUpFront(context);
  await signUpThroughApi(context, 'Noor');
  const me = await (await context.request.get('/api/users/me')).json();

  // Two grants from the admin: with the welcome credit, three unread notifications.
  const adminContext = await browser.newContext();
  await signInAs(adminContext, 'admin@lull.test');
  for (const reason of ['Sorry about the wait on Saturday', 'Thanks for the feedback']) {
    const granted = await adminContext.request.post(`/api/admin/users/${me.id}/grant-credit`, { data: { amount: 2, reason } });
    expect(granted.status()).toBe(200);
  }
  await adminContext.close();

  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await page.getByRole('button', { name: 'Notifications, 3 unread' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeVisible();
  await panel.getByRole('link', { name: 'View All Notifications' }).click();

  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('3 unread')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your notifications' }).getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page, 'the Notifications page');
  await screenshots(page, 'notifications');

  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Unread' }).click();
  await expect(page).toHaveURL(/\/notifications\?filter=unread$/);
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText('All caught up!')).toBeVisible();
  await expect(page.getByText('No unread notifications.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await toastsGone(page);
  await expectAccessible(page, 'the Notifications page, all read');

  // The page is for signed-in people only.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/notifications');
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Notifications' })).toHaveCount(0);
  await visitor.close();
});

test('phone fields: a code typed into the number is the code, never a second one; Account keeps the referral link readable on a phone', async ({ context, page }) => {
  await acceptCookiesUpFront(context);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Up / Log In' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await dialog.getByRole('button', { name: /sign up/i }).click();
  const signUp = page.getByRole('dialog');
  const email = `phone.${Date.now()}@example.com`;
  await signUp.getByLabel('Email').fill(email);
  await expect(signUp.getByLabel('Country code')).toHaveValue('GB');
  await expect(signUp.getByLabel('Country code').locator('option')).toHaveCount(20);
  await signUp.getByLabel('Phone number').fill('+4477009');
  await signUp.getByRole('textbox', { name: 'Password' }).fill('a-good-password');
  await signUp.getByLabel('First name').fill('Orla');
  await signUp.getByLabel('City').fill('Dublin');
  await signUp.getByLabel(/privacy policy/i).check();
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(signUp.getByLabel('Phone number')).toHaveAccessibleDescription('phone number too short');
  await expectAccessible(page, 'the sign-up form with a typed +44');
  // The purple button's focus ring, reached by keyboard: a white band, then a near-black ring (decision 035).
  const create = signUp.getByRole('button', { name: 'Create Account' });
  await create.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(create).toBeFocused();
  await expect(create).toHaveCSS('outline-color', 'rgb(28, 25, 23)');
  await expect(create).toHaveCSS('box-shadow', /rgb\(255, 255, 255\) 0px 0px 0px 2px/);
  const ring = await create.boundingBox();
  if (ring) {
    await snap(page, 'focus-ring-primary-phone', { clip: { x: ring.x - 12, y: ring.y - 12, width: ring.width + 24, height: ring.height + 24 } });
  }
  await snap(page, 'phone-typed-code-phone');

  await signUp.getByLabel('Phone number').fill('+353 87 123 4567');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  // A successful sign-up reloads the page, signed in.
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  expect((await (await context.request.get('/api/users/me')).json()).phone).toBe('+353 87 123 4567');

  // Account: the number keeps its Irish code in the form, and a last name may stay empty (as at sign-up).
  await page.goto('/account');
  const details = page.getByRole('region', { name: 'Personal Details' });
  await details.getByRole('button', { name: 'Edit' }).click();
  await expect(details.getByLabel('Country code')).toHaveValue('IE');
  await expect(details.getByLabel(/^Phone number/)).toHaveValue('87 123 4567');
  await expect(details.getByLabel(/Last name/)).toHaveValue('');
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(details.getByRole('status')).toHaveText('Your profile has been updated successfully!');
  expect((await (await context.request.get('/api/users/me')).json()).phone).toBe('+353 87 123 4567');
  await expectAccessible(page, 'Account with an Irish number');

  // The referral link is a full-height field on a phone (it was 18 px, its text over the border).
  await page.getByRole('button', { name: 'Share to earn credit' }).click();
  const link = page.getByLabel('Your referral link');
  await link.scrollIntoViewIfNeeded();
  const box = await link.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await snap(page, 'account-referral-phone');
});

test('a salon onboarded with an Irish number keeps it through Edit Business Profile, and the dialog gives focus back', async ({ browser }) => {
  const { page } = await ownerApplies(browser, `Liffey Nails ${Date.now() % 100_000}`, { contactPerson: 'Aoife Byrne', phone: '+353 871234567' });
  const context = page.context();
  await page.setViewportSize(PHONE);
  await page.goto('/merchant/dashboard?tab=profile');
  const edit = page.getByRole('button', { name: 'Edit Business Profile' });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Business Profile' });
  const code = dialog.getByLabel('Country code');
  await expect(code).toHaveValue('IE');
  await expect(code.locator('option')).toHaveCount(20);
  await expect(dialog.getByLabel('Phone number')).toHaveValue('871234567');
  await expectAccessible(page, 'Edit Business Profile with an Irish number');
  await snap(page, 'edit-business-profile-irish-phone');

  // Closing gives focus back to the button that opened the dialog, not the page body.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  await edit.click();
  await dialog.getByRole('checkbox', { name: /I agree to the/ }).check();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  expect((await (await context.request.get('/api/merchants/me')).json()).phone).toBe('+353 871234567');
  await context.close();
});

test('a contact message reaches the admins’ bell, opens the pending messages, and is read for them once handled (decision 041)', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const message = `Can I book for two people at once? (${Date.now()})`;
  const visitor = await browser.newContext();
  expect((await visitor.request.post('/api/contact', { data: { name: 'Sinéad Byrne', email: 'sinead.byrne@example.com', phone: '', message } })).status()).toBe(201);
  await visitor.close();

  await acceptCookiesUpFront(page.context());
  await signInAs(page.context(), 'admin@lull.test');
  await page.goto('/admin/dashboard?tab=overview');
  // The bell lists it with somewhere to go, naming nobody.
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('listitem').filter({ hasText: message });
  await expect(item.getByRole('link', { name: 'Open: New contact message' })).toBeVisible();
  await expect(item).not.toContainText('Sinéad');
  await expectAccessible(page, 'the bell with an admin notice to open');
  await item.getByRole('link', { name: 'Open: New contact message' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/tab=contact.*status=pending/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Contact' })).toBeVisible();

  // Handled from the Contact tab: the notice is read, for every admin.
  const row = page.getByRole('table', { name: 'Contact submissions' }).getByRole('row').filter({ hasText: message });
  await row.getByRole('button', { name: /^Mark as Handled: message from/ }).click();
  await expect(page.getByText('Submission Handled')).toBeVisible();
  await page.goto('/admin/dashboard?tab=notifications');
  const notice = page.getByRole('main').getByRole('listitem').filter({ hasText: message });
  await expect(notice.getByRole('link', { name: 'Open: New contact message' })).toHaveAttribute('href', '/admin/dashboard?tab=contact&status=pending');
  await expect(notice.getByRole('button', { name: 'Mark read: New contact message' })).toHaveCount(0);
  await toastsGone(page);
  await expectAccessible(page, 'the admin notifications after the message was handled');
  await screenshots(page, 'admin-notifications-contact-handled');
});
