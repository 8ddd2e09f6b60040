#!/usr/bin/env node
// Renders the app's PNG icons (public/icons/) from icon.svg with Debian's Chromium, the browser the
// tests use (ImageMagick's own SVG renderer ignores clip paths). The ball fills the central 60% of
// the square, so the same art is safe as a maskable icon (launchers crop within the inner 80%).
// The badge is the ball alone in white on transparency: Android draws notification badges as a mask.
// Run: node scripts/icons/make-icons.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', '..', 'public', 'icons');
const art = readFileSync(join(here, 'icon.svg'), 'utf8');
const badge =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><circle cx="48" cy="48" r="40" fill="#fff"/></svg>';

const ICONS = [
  ['icon-192.png', 192, art],
  ['icon-512.png', 512, art],
  ['maskable-512.png', 512, art],
  ['apple-touch-icon-180.png', 180, art],
  ['badge-96.png', 96, badge],
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const [name, size, svg] of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.locator('svg').screenshot({ path: join(out, name), omitBackground: true });
  }
} finally {
  await browser.close();
}
