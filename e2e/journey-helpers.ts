import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { servicePort, serviceUrl } from './gateways';

// The service's admin listener (server/admin-app.ts): ADMIN_PORT when the environment sets it
// (the webServer inherits it too), else the service port + 1, as server/config.ts adminPortFor derives.
const adminPort = Number(process.env.ADMIN_PORT || servicePort + 1);
const adminUrl = `http://127.0.0.1:${adminPort}`;

/** The two widths every persona journey is photographed at: a phone and a desktop. */
export const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** A full-page screenshot kept as a test artifact and attached to the report. */
export async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The page repainted in a scheme: the app follows the system's scheme live, and colours settle. */
export async function inScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
  // A colour still in transition would give axe a contrast the user never settles on.
  await expect
    .poll(() =>
      page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).length),
    )
    .toBe(0);
}

/** The tier notices on the page: every view draws the kit's one (data-testid="tier-notice"). */
export function tierNotices(page: Page): Locator {
  return page.getByTestId('tier-notice');
}

/** No sideways page scroll at the current width. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A fault control on the service's admin listener (loopback only, no key): server/faults/README.md. */
export async function fault(path: string, body: unknown = {}): Promise<unknown> {
  return adminPost(`/_admin/faults/${path}`, body);
}

/** A POST to the service's admin listener (fault controls, minted keys). */
export async function adminPost(path: string, body: unknown = {}): Promise<unknown> {
  // Always JSON: the admin listener refuses any other POST (a browser could send those cross-site).
  const res = await fetch(`${adminUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A read straight from the service with a demo key, to compare what the page shows with the truth. */
export async function serviceGet<T>(path: string, key = 'demo-ultra'): Promise<T> {
  const res = await fetch(`${serviceUrl}${path}`, { headers: { 'X-API-Key': key } });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
}
