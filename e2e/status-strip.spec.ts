import { expect, test } from './journey';

// Persona: a trader wants to know, before trusting a number, whether the feed is up and how the
// app reaches the service.

test('the status strip shows gateway mode, the live feed and the requests left today', async ({
  page,
  gateway,
}) => {
  const keyInRequests: string[] = [];
  page.on('request', (req) => {
    const headers = req.headers();
    if (headers['x-api-key'] || headers.authorization || req.url().includes(gateway.key))
      keyInRequests.push(req.url());
  });
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Connection status' });
  await expect(strip).toContainText('gateway (key held server-side)');
  // The gateway holds an ULTRA key, so the native feed opens through it.
  await expect(strip).toContainText(/Feed\s*live/, { timeout: 20_000 });
  await expect(strip).toContainText(/Requests left today\s*\d{1,3}(,\d{3})* of 500,000/);
  await expect(strip).toContainText('ULTRA');
  expect(keyInRequests).toEqual([]);
});
