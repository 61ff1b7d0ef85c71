import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { E2E, seededIds } from './fixtures';
import { expectAccessible, expectShell, signInQuickly } from './support';

/** /UserProfile (own settings) and /{uid} (a colleague), spec §2 and §9. */
const zh = JSON.parse(readFileSync('messages/zh.json', 'utf8'));

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}
/** A real size×size PNG of one colour: what a person would pick from their disk. */
function solidPng(size: number, [r, g, b]: [number, number, number]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

test('a person renames themselves, uploads a picture and picks their language', async ({ page }) => {
  await signInQuickly(page, E2E.profileUser);
  await page.goto('/UserProfile');
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  await expectAccessible(page);

  const name = page.getByRole('textbox', { name: 'Display name' });
  await expect(name).toHaveValue('Pia Profile');
  await name.fill('Pia Renamed');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your name has been saved.' })).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload a picture' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(16, [230, 120, 20]) });
  await expect(page.getByRole('status').filter({ hasText: 'Your profile picture has been updated.' })).toBeVisible();
  const picture = page.getByRole('img', { name: 'Profile picture of Pia Renamed' });
  await expect(picture).toHaveJSProperty('naturalWidth', 16);

  // After a reload the header carries the new name and the picture is still served.
  await page.reload();
  await expectShell(page);
  await expect(page.getByRole('button', { name: 'Account menu for Pia Renamed' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile picture of Pia Renamed' })).toHaveJSProperty('naturalWidth', 16);

  const save = page.getByRole('button', { name: 'Save language' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Interface language').selectOption({ label: '简体中文' });
  await save.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('heading', { name: zh.profile.title, level: 1 })).toBeVisible();
  await page.getByLabel(zh.profile.languageLabel).selectOption({ label: 'English' });
  await page.getByRole('button', { name: zh.profile.saveLanguage }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test("a colleague's profile shows their teams and workspaces; one's own links to the settings", async ({ page }) => {
  const { viewerId, profileUserId } = seededIds();
  await signInQuickly(page, E2E.shellUser);
  await page.goto(`/${viewerId}`);
  await expect(page.getByRole('heading', { name: 'Vic Viewer', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText('Shift A')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Assembly Line A' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit my profile' })).toHaveCount(0);
  await expectAccessible(page);

  // Leave the signed-in page first: it would notice the lost session and navigate to the login.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signInQuickly(page, E2E.profileUser);
  await page.goto(`/${profileUserId}`);
  await page.getByRole('link', { name: 'Edit my profile' }).click();
  await page.waitForURL('**/UserProfile');
});
