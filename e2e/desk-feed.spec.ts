import { closeTraders, drawnScore, firstLiveRow, openSlate } from './desk-trader';
import { serviceUrl } from './gateways';
import { expect, test } from './journey';

test.afterEach(closeTraders);

// Persona: a trading desk. Three traders keep the slate open on one ULTRA gateway (the contract
// allows the key 2 feed connections; the gateway holds one upstream feed for all of them), and a
// fourth who arrives mid-match must see the score the others see, not wait for the next point.

test('three traders share the gateway feed live, and a fourth joining mid-match sees the same score', async ({
  browser,
  gateway,
}) => {
  const ultra = gateway.url;
  const desk = await Promise.all([0, 1, 2].map(() => openSlate(browser, ultra)));
  for (const [i, trader] of desk.entries())
    await expect
      .poll(trader.scoreFrames, { message: `trader ${i + 1} receives live score frames` })
      .toBeGreaterThan(0);

  const { row: first, names } = await firstLiveRow(desk[0].page);

  const late = await openSlate(browser, ultra);
  // The strip counts the desk's requests: what the service says the key has left today, not what
  // this new tab has spent.
  const strip = late.page.getByRole('region', { name: 'Connection status' });
  await expect(strip).toContainText(/Requests left today\s*[\d,]+ of 500,?000/);
  await expect
    .poll(
      async () => {
        const shown = Number(
          (await strip.textContent())?.match(/Requests left today\s*([\d,]+)/)?.[1].replace(/,/g, ''),
        );
        const usage = await (
          await fetch(`${serviceUrl}/usage`, { headers: { 'x-api-key': gateway.key } })
        ).json();
        return Math.abs(shown - usage.today.remaining_day);
      },
      { message: 'the late trader sees the desk budget' },
    )
    .toBeLessThanOrEqual(20);
  const same = late.page
    .getByTestId('live-match')
    .filter({ hasText: names[0] })
    .filter({ hasText: names[1] });
  await expect(same).toHaveCount(1);
  // Read both within a moment of each other; a point landing between two reads is retried.
  await expect
    .poll(async () => (await drawnScore(same)) === (await drawnScore(first)), {
      message: `the late trader sees ${names.join(' v ')} as the first does`,
      // Both follow the same feed; a busy machine can hold one page's frames back for seconds.
      timeout: 20_000,
    })
    .toBe(true);
});
