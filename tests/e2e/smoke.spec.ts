import { clickAndConfirm, field, notification, rowsWith, searchBox, signIn } from './support/admin';
import { expect, test } from './support/test';

const LIST = '/locations/provinces';

test('an admin creates, finds, edits (seen in its History tab), trashes and restores a province', async ({
  page,
}) => {
  const unique = Date.now().toString(36).toUpperCase();
  const code = `E2E-${unique}`;
  const name = `Smoke province ${unique}`;
  const renamed = `Renamed province ${unique}`;
  let edited = '';

  await test.step('sign in as the demo admin', async () => {
    await signIn(page, 'admin@example.com', 'demo1234');
  });

  await test.step('create a province', async () => {
    await page.goto(LIST);
    await page
      .getByRole('link', { name: /^create$/i })
      .or(page.getByRole('button', { name: /^create$/i }))
      .click();
    await expect(page).toHaveURL(/\/locations\/provinces\/create/);
    await field(page, 'Name').fill(name);
    await field(page, 'Code').fill(code);
    await page.getByRole('button', { name: /^save$/i }).click();
    await expect(notification(page, /created/i)).toBeVisible();
  });

  await test.step('find it with the search box', async () => {
    await page.goto(LIST);
    await searchBox(page).fill(code);
    await expect(rowsWith(page, name)).toHaveCount(1);
    await expect(page.locator('tbody').getByRole('row')).toHaveCount(1);
  });

  await test.step('rename it', async () => {
    await rowsWith(page, name).getByText(name).click();
    await expect(page).toHaveURL(/\/locations\/provinces\/\d+$/);
    edited = new URL(page.url()).pathname;
    await expect(field(page, 'Name')).toHaveValue(name);
    await field(page, 'Name').fill(renamed);
    await page.getByRole('button', { name: /^save$/i }).click();
    await expect(notification(page, /updated/i)).toBeVisible();
    await page.goto(LIST);
    await searchBox(page).fill(code);
    await expect(rowsWith(page, renamed)).toHaveCount(1);
    await expect(rowsWith(page, name)).toHaveCount(0);
  });

  await test.step('its History tab shows the rename, before → after', async () => {
    await page.goto(`${edited}/show`);
    await page.getByRole('tab', { name: 'History' }).click();
    const change = page.getByTestId('history').getByRole('row').filter({ hasText: renamed });
    await expect(change).toHaveCount(1);
    await expect(change.getByRole('rowheader')).toHaveText('Name');
    await expect(change.getByRole('cell')).toHaveText([name, renamed]);
    await page.goto(LIST);
    await searchBox(page).fill(code);
    await expect(rowsWith(page, renamed)).toHaveCount(1);
  });

  await test.step('delete it to the trash', async () => {
    const row = rowsWith(page, renamed);
    await clickAndConfirm(page, row.getByRole('button', { name: /^delete$/i }));
    await expect(notification(page, /deleted/i)).toBeVisible();
    await expect(rowsWith(page, renamed)).toHaveCount(0);
  });

  await test.step('restore it from the trash', async () => {
    await page.getByRole('button', { name: /show trash/i }).click();
    await expect(page.getByRole('button', { name: /back to the list/i })).toBeVisible();
    await expect(rowsWith(page, renamed)).toHaveCount(1);
    await rowsWith(page, renamed)
      .getByRole('button', { name: /^restore$/i })
      .click();
    await expect(notification(page, /restored/i)).toBeVisible();
    await expect(rowsWith(page, renamed)).toHaveCount(0);
  });

  await test.step('it is listed again', async () => {
    await page.getByRole('button', { name: /back to the list/i }).click();
    await expect(page.getByRole('button', { name: /show trash/i })).toBeVisible();
    await searchBox(page).fill(code);
    await expect(rowsWith(page, renamed)).toHaveCount(1);
    await page.goto(LIST);
    await searchBox(page).fill(code);
    await expect(rowsWith(page, renamed)).toHaveCount(1);
  });
});
