import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { palette } from '@/content/palette';
import { siteIcon } from '@/content/site';
import { normalHex } from '@/lib/content/colours';
import { siteTexts } from '@/lib/site/metadata';
import { contentDir } from '@/lib/build/paths';
import { routes } from './content';
import { drawnArea } from './drawn-icon';

/** A root-relative href as the test server serves it (it already carries the base path). */
async function fetchFile(request: APIRequestContext, href: string) {
  const response = await request.get(href);
  expect(response.status(), href).toBe(200);
  return { type: response.headers()['content-type'], body: await response.body() };
}

/** The PNG images an ICO file holds, with the size its directory claims for each. */
function icoImages(ico: Buffer) {
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    const offset = ico.readUInt32LE(entry + 12);
    return { size: ico.readUInt8(entry) || 256, image: ico.subarray(offset, offset + ico.readUInt32LE(entry + 8)) };
  });
}

const isSvgSource = siteIcon.fichier.toLowerCase().endsWith('.svg');

test.describe('icons every client finds', () => {
  test('favicon.ico answers at the root, with a PNG at 16, 32 and 48 px @navigation', async ({ request }) => {
    const { type, body } = await fetchFile(request, 'favicon.ico');
    expect(type).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const images = icoImages(body);
    expect(images.map((entry) => entry.size)).toEqual([16, 32, 48]);
    for (const { size, image } of images) {
      expect(await sharp(image).metadata()).toMatchObject({ format: 'png', width: size, height: size });
    }
  });

  test('apple-touch-icon.png answers at the root, 180 px and opaque on the palette’s icon background @navigation', async ({ request }) => {
    const { type, body } = await fetchFile(request, 'apple-touch-icon.png');
    expect(type).toBe('image/png');
    expect(await sharp(body).metadata()).toMatchObject({ format: 'png', width: 180, height: 180 });
    // iOS paints transparency black: every pixel is opaque, the corners the palette's iconBackground.
    expect((await sharp(body).stats()).isOpaque).toBe(true);
    const { data } = await sharp(body).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(`#${data.subarray(0, 3).toString('hex')}`).toBe(normalHex(palette.iconBackground));
  });

  test('the manifest parses, names the site under its base path, and its icons have the sizes they claim @navigation', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('.');
    const href = (await page.locator('link[rel="manifest"]').getAttribute('href'))!;
    const manifestUrl = new URL(href, baseURL);
    expect(manifestUrl.pathname).toBe(new URL('manifest.webmanifest', baseURL).pathname);
    const { type, body } = await fetchFile(request, manifestUrl.pathname);
    expect(type).toMatch(/^application\/(manifest\+)?json/);
    const manifest = JSON.parse(body.toString('utf8'));
    const home = new URL(baseURL!).pathname;
    expect(manifest).toMatchObject({ name: siteTexts('fr').name, lang: 'fr', start_url: home, scope: home });
    // The light theme's page, from the palette. A site, not an app to install: nothing for Chrome to check
    // and decode an icon for at each page load.
    expect(manifest).toMatchObject({ theme_color: palette.light.background, background_color: palette.light.background, display: 'browser' });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      const file = await fetchFile(request, new URL(icon.src, manifestUrl).pathname);
      expect(file.type).toBe(icon.type);
      const { width, height } = await sharp(file.body).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  test('the icons are drawn from the content’s one source image @navigation', async ({ page, request }) => {
    await page.goto('.');
    const svgLink = page.locator('link[rel="icon"][type="image/svg+xml"]');
    if (!isSvgSource) {
      // A raster source has no SVG to offer.
      await expect(svgLink).toHaveCount(0);
    } else {
      const { type, body } = await fetchFile(request, new URL((await svgLink.getAttribute('href'))!, page.url()).pathname);
      expect(type).toMatch(/^image\/svg\+xml/);
      expect(body.equals(readFileSync(path.join(contentDir, siteIcon.fichier)))).toBe(true);
      // Beside the SVG, favicon.ico declares one size, so that Chrome takes the SVG and leaves the ICO alone.
      await expect(page.locator('link[rel="icon"][href$="/favicon.ico"]')).toHaveAttribute('sizes', '32x32');
    }
    // The 512 px icon is the source at that size: a few pixels of each match, colour for colour.
    const source = readFileSync(path.join(contentDir, siteIcon.fichier));
    const { width = 512 } = await sharp(source).metadata();
    const expected = await sharp(source, isSvgSource ? { density: (72 * 512) / width } : {}).resize(512, 512).ensureAlpha().raw().toBuffer();
    const served = await sharp((await fetchFile(request, 'icon-512.png')).body).ensureAlpha().raw().toBuffer();
    for (const [x, y] of [
      [256, 256],
      [128, 256],
      [256, 100],
    ]) {
      const at = (y * 512 + x) * 4;
      const difference = [0, 1, 2, 3].map((channel) => Math.abs(served[at + channel] - expected[at + channel]));
      expect(Math.max(...difference), `pixel ${x},${y}`).toBeLessThanOrEqual(8);
    }
  });

  // The contact page draws every network's icon, the CV page the download's, in each language.
  const withIcons = routes.filter((route) => route.ref.page === 'contact' || route.ref.page === 'cv');

  test('the site’s own icons draw beside the links that show them, in the colour of their text, in both schemes @navigation', async ({ page }) => {
    expect(withIcons.length).toBeGreaterThan(0);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const route of withIcons) {
        const where = `/${route.path} (${colorScheme})`;
        await page.goto(route.path, { waitUntil: 'load' });
        const icons = page.locator('svg:has(> use)');
        expect(await icons.count(), where).toBeGreaterThan(0);
        for (const icon of await icons.all()) {
          // A <use> whose file or symbol is missing draws nothing: its box stays empty.
          await expect.poll(() => icon.locator('use').evaluate(drawnArea), { message: where }).toBeGreaterThan(0);
          // Drawn in its link's text colour: some pixel of the icon has that colour.
          const textColour = await icon.evaluate((svg) => getComputedStyle(svg.parentElement!).color);
          const [r, g, b] = textColour.match(/\d+/g)!.map(Number);
          const { data, info } = await sharp(await icon.screenshot()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
          const pixels = Array.from({ length: info.width * info.height }, (_, i) => data.subarray(i * 3, i * 3 + 3));
          expect(
            pixels.some(([pr, pg, pb]) => Math.max(Math.abs(pr - r), Math.abs(pg - g), Math.abs(pb - b)) <= 8),
            `${where}: an icon in ${textColour}`,
          ).toBe(true);
        }
      }
    }
  });
});
