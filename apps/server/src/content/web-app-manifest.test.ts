import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { webBuildDirs } from '../http/web-client.ts';
import { signInAdmin, useTestApp } from '../test/test-app.ts';
import { renameShopVia } from './company-fixtures.ts';

// The real web app, built by the test run's global setup when its sources changed.
const t = await useTestApp({ webDistDir: webBuildDirs.client });

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

const getManifest = () => t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });

describe('/manifest.webmanifest', () => {
  it("names the installed shop after the company details, and follows the owner's renaming", async () => {
    const before = await getManifest();
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    // Revalidated at every use: an installed shop picks up a new name.
    expect(before.headers['cache-control']).toBe('public, no-cache');
    expect((before.json() as Manifest).name).toBe('Little Sprouts');

    await renameShopVia(t, await signInAdmin(t), 'Chhota Bazaar');
    const manifest = (await getManifest()).json() as Manifest;
    expect(manifest).toMatchObject({
      name: 'Chhota Bazaar',
      short_name: 'Chhota Bazaar',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The page's cream (apps/web/src/index.css, --color-cream-100) and its theme-color meta.
      theme_color: '#fff7ee',
      background_color: '#fff7ee',
    });
  });

  it('lists 192 and 512 px icons, plain and maskable, each a PNG of its size the server sends', async () => {
    const { icons } = (await getManifest()).json() as Manifest;
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      expect(existsSync(path.join(webBuildDirs.client, icon.src)), icon.src).toBe(true);
      const res = await t.app.inject({ method: 'GET', url: icon.src });
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type'], icon.src).toBe('image/png');
      const { width, height, format } = await sharp(res.rawPayload).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(format).toBe('png');
    }
  });

  it("is linked from every page, with the theme colour and Apple's home screen icon", async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/shop' })).body;
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(page).toContain('<meta name="theme-color" content="#FFF7EE" />');
    expect(page).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    const touchIcon = await t.app.inject({ method: 'GET', url: '/icons/apple-touch-icon.png' });
    expect(touchIcon.statusCode).toBe(200);
  });
});
