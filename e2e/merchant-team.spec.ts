import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptCookiesUpFront, DESKTOP, expectAccessible, PHONE, screenshots, signInAs, toastsGone, animationsDone, snap } from './support/fixtures';

interface Member {
  id: string;
  display_name: string;
  upcoming_bookings: number;
}

const SHORT = { Monday: 'Mon', Tuesday: 'Tue', Wednesday: 'Wed', Thursday: 'Thu', Friday: 'Fri' } as const;

/**
 * The open dialog at phone and desktop sizes, from its top and scrolled to its end: the page behind a modal is not
 * what a full-page screenshot should show.
 */
async function dialogScreenshots(page: Page, dialog: Locator, name: string) {
  for (const [label, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    await page.setViewportSize(size);
    for (const [part, top] of [['top', 0], ['end', 100_000]] as const) {
      await dialog.evaluate((element, y) => element.scrollTo(0, y), top);
      await snap(page, `${name}-${part}-${label}`);
    }
  }
  await dialog.evaluate((element) => element.scrollTo(0, 0));
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('button', { name: `Edit ${name}` }) });

test('the demo salon adds a team member with two services and weekday hours, makes them inactive, and cannot delete someone with bookings', async ({ page, context }) => {
  test.setTimeout(120_000);
  await acceptCookiesUpFront(context);
  await signInAs(page.context(), 'merchant@lull.test');
  const name = `Priya ${Date.now() % 100_000}`;

  await page.goto('/merchant/dashboard?tab=team');
  await expect(page.getByRole('heading', { level: 2, name: 'Team' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
  const team = page.getByRole('table', { name: 'Your team' });
  await expect(team.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, 'the Team tab');
  await screenshots(page, 'merchant-team');

  // Add: a name, two services, and their own hours on the weekdays the salon opens.
  await page.getByRole('button', { name: 'Add team member' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add team member' });
  await dialog.getByLabel('Display name').fill(name);
  await dialog.getByRole('checkbox', { name: 'Select all' }).uncheck();
  const serviceBoxes = dialog.getByRole('list').first().getByRole('checkbox');
  const services: string[] = [];
  for (const index of [0, 1]) {
    await serviceBoxes.nth(index).check();
    services.push((await dialog.locator(`label[for="${await serviceBoxes.nth(index).getAttribute('id')}"]`).innerText()).trim());
  }
  await dialog.getByRole('radio', { name: /Set hours/ }).check();
  const weekdays: (keyof typeof SHORT)[] = [];
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const) {
    const row = dialog.getByRole('group', { name: day, exact: true });
    const works = row.getByRole('checkbox', { name: 'Works' });
    // A day the salon is closed has no Works box.
    if ((await works.count()) === 0) continue;
    if (day === 'Saturday' || day === 'Sunday') {
      await works.uncheck();
      await expect(row.getByText('Not working')).toBeVisible();
      continue;
    }
    await works.check();
    await row.getByRole('combobox', { name: 'From', exact: true }).selectOption('12:00');
    await row.getByRole('combobox', { name: 'to', exact: true }).selectOption('15:00');
    weekdays.push(day);
  }
  expect(weekdays.length, 'the demo salon opens on weekdays').toBeGreaterThan(1);
  await animationsDone(dialog);
  await expectAccessible(page, 'the team member form');
  await dialogScreenshots(page, dialog, 'merchant-team-dialog');
  await dialog.getByRole('button', { name: 'Add team member' }).click();
  await expect(page.getByText(`${name} added to your team.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Listed with the two services as chips, the weekdays' hours in one line, active and with nothing booked.
  const added = rowOf(page, name);
  await expect(added.getByRole('list', { name: `Services ${name} does` }).getByRole('listitem')).toHaveText(services);
  await expect(added.getByRole('list', { name: `${name}'s hours` }).getByRole('listitem')).toHaveText([`${SHORT[weekdays[0]!]}–${SHORT[weekdays.at(-1)!]} 12:00–15:00`]);
  await expect(added.getByText('Active', { exact: true })).toBeVisible();

  // Edit: no longer takes bookings.
  await added.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByRole('radio', { name: /Set hours/ })).toBeChecked();
  await edit.getByRole('checkbox', { name: /^Active/ }).uncheck();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${name} saved.`)).toBeVisible();
  await expect(rowOf(page, name).getByText('Inactive', { exact: true })).toBeVisible();

  // Someone with upcoming bookings cannot be deleted: the salon is told to move them first.
  const { members } = (await (await page.request.get('/api/merchant/team')).json()) as { members: Member[] };
  const booked = members.find((member) => member.upcoming_bookings > 0);
  test.info().annotations.push({ type: 'refused delete', description: booked ? `${booked.display_name}, ${booked.upcoming_bookings} upcoming` : 'the demo data has no booked member' });
  if (booked) {
    await rowOf(page, booked.display_name).getByRole('button', { name: `Delete ${booked.display_name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${booked.display_name}?` });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm.getByRole('alert')).toContainText(/upcoming booking.*Move or cancel/);
    await animationsDone(confirm);
    await expectAccessible(page, 'a refused delete');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowOf(page, booked.display_name)).toBeVisible();
  }

  // The new member, with no bookings, can go.
  await rowOf(page, name).getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: `Delete ${name}?` }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`${name} deleted.`)).toBeVisible();
  await expect(rowOf(page, name)).toHaveCount(0);
  await toastsGone(page);
  await expectAccessible(page, 'the Team tab after the changes');
});
