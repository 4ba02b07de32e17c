/**
 * A registration's photos on its page (issue 12): a reviewer adds two from the file picker, sees their
 * thumbnails, opens one full size, deletes one after a confirmation; the section reads in fr, en and ar
 * (right to left) at desktop and phone widths. `PHOTOS_SCREENSHOTS=1` refreshes docs/screenshots/photos-*.
 */
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { Jimp } from 'jimp';
import { signIn } from './support/admin';

const SCREENSHOTS = process.env.PHOTOS_SCREENSHOTS
  ? resolve(import.meta.dirname, '..', '..', 'docs', 'screenshots')
  : resolve(import.meta.dirname, '..', '..', 'test-results', 'e2e');

const LABELS = {
  en: { section: 'Photos', add: 'Add a photo', alt: 'Photo 1 of registration' },
  fr: { section: 'Photos', add: 'Ajouter une photo', alt: "Photo 1 de l'enregistrement" },
  ar: { section: 'الصور', add: 'إضافة صورة', alt: 'الصورة 1 من التسجيل' },
} as const;

/** A landscape picture with a band of another colour, as a phone would send it. */
async function fieldPicture(type: 'image/jpeg' | 'image/png', colour: number): Promise<Buffer> {
  const image = new Jimp({ width: 1200, height: 800, color: colour });
  image.scan(0, 500, 1200, 300, (_x, _y, index) => {
    image.bitmap.data.writeUInt32BE(0x6b8e23ff, index);
  });
  return image.getBuffer(type);
}

async function firstRegistration(page: Page) {
  const response = await page.request.get(`/api/registrations?range=${encodeURIComponent('[0,0]')}`, {
    timeout: 60_000,
  });
  expect(response.ok()).toBe(true);
  const [first] = (await response.json()) as { id: number; ref: string }[];
  if (!first?.ref) throw new Error('the demo has no registration');
  return first;
}

async function addPhoto(page: Page, name: string, bytes: Buffer, mimeType: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: LABELS.en.add }).click();
  await (await chooser).setFiles({ name, mimeType, buffer: bytes });
}

test('a reviewer adds photos to a registration, opens one and deletes one; fr/en/ar, desktop and phone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'rse@example.com', 'demo1234');
  const registration = await firstRegistration(page);
  await page.goto(`/registrations/index/${registration.id}/show`);
  const section = page.getByRole('region', { name: 'Photos' });
  await expect(section.getByText('No photo.')).toBeVisible();

  await addPhoto(page, 'herd.jpg', await fieldPicture('image/jpeg', 0xc2a878ff), 'image/jpeg');
  await expect(
    section.getByRole('img', { name: `Photo 1 of registration ${registration.ref}` }),
  ).toBeVisible();
  await addPhoto(page, 'lesion.png', await fieldPicture('image/png', 0x8b4513ff), 'image/png');
  const second = section.getByRole('img', { name: `Photo 2 of registration ${registration.ref}` });
  await expect(second).toBeVisible();
  // The thumbnail is the server's 320 px JPEG, really loaded.
  await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

  // Not a picture: said next to the button, nothing sent.
  await addPhoto(page, 'notes.txt', Buffer.from('not a picture'), 'text/plain');
  await expect(section.getByText('Choose a JPEG or PNG photo')).toBeVisible();

  await section.getByRole('button', { name: /^Photo 2 of 2, full size/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Photo 2 of 2' });
  const picture = viewer.getByRole('img', { name: `Photo 2 of registration ${registration.ref}` });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await expect(viewer.getByRole('link', { name: /Original file \(1200 × 800 pixels/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  // Focus returns to the thumbnail that opened it.
  await expect(section.getByRole('button', { name: /^Photo 2 of 2, full size/ })).toBeFocused();

  for (const locale of ['fr', 'en', 'ar'] as const) {
    await page.evaluate((chosen) => localStorage.setItem('ah_locale', chosen), locale);
    await page.goto(`/registrations/index/${registration.id}/show`);
    const labels = LABELS[locale];
    const localSection = page.getByRole('region', { name: labels.section });
    await expect(localSection.getByRole('img', { name: `${labels.alt} ${registration.ref}` })).toBeVisible();
    await expect(localSection.getByRole('button', { name: labels.add })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await localSection.scrollIntoViewIfNeeded();
      // On a phone the section fits the screen: no sideways scrolling.
      const box = await localSection.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await localSection.screenshot({
        path: `${SCREENSHOTS}/photos-${locale}-${width}.png`,
        animations: 'disabled',
      });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  await page.evaluate(() => localStorage.setItem('ah_locale', 'en'));
  await page.goto(`/registrations/index/${registration.id}/show`);
  for (const left of [1, 0]) {
    await section.getByRole('button', { name: 'Delete photo 1' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this photo?' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(confirm).toBeHidden();
    await expect(section.getByRole('img')).toHaveCount(left);
  }
  await expect(section.getByText('No photo.')).toBeVisible();
});
