import { expect, test } from './journey';
import { expectNoHorizontalScroll, serviceGet } from './journey-helpers';

// Persona: an analyst opens the Draw tab of the edition being replayed now and reads each player's
// chance to go on, from Elo when the real event began, with the replay's results so far as played.

test.describe.configure({ timeout: 240_000 });

type Row = {
  tournament_id: string | null;
  tour: string | null;
  draw: string | null;
  replay?: { original_date?: string };
};

test('the current edition’s forecast sums to one champion and names where each player stands', async ({
  page,
  gateway,
}) => {
  // Whatever the replayed world holds now: any ATP or WTA singles edition replaying a 1968–2022 event.
  const rows: Row[] = [];
  for (const status of ['live', 'upcoming', 'completed'])
    rows.push(...(await serviceGet<{ data: Row[] }>(`/matches?status=${status}&limit=200`)).data);
  const pick = rows.find(
    (m) =>
      m.tournament_id &&
      (m.tour === 'atp' || m.tour === 'wta') &&
      m.draw === 'singles' &&
      (m.replay?.original_date ?? '') >= '1968' &&
      (m.replay?.original_date ?? '') < '2023',
  );
  // The replayed world always holds some: most of its editions replay real events from before 2023.
  expect(
    pick,
    'a replayed 1968–2022 singles edition among the live, upcoming and finished matches',
  ).toBeTruthy();
  const year = pick?.replay?.original_date?.slice(0, 4);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${gateway.url}/tournaments/${pick?.tournament_id}?tab=draw`);
  const panel = page.getByTestId('live-forecast');
  await expect(panel).toContainText(`This edition replays the ${year} event`, { timeout: 90_000 });
  const more = panel.getByRole('button', { name: /^Show all \d+ players$/ });
  await expect(page.getByTestId('live-forecast-row').first()).toBeVisible({ timeout: 90_000 });
  if (await more.isVisible()) await more.click();
  // Every player's title chance, summed: one champion (to the rounding of each shown figure).
  const titles = await page.getByTestId('live-forecast-title').allTextContents();
  const sum = titles.reduce(
    (s, t) => s + (t.startsWith('<') ? 0 : Number.parseFloat(t.replace(/[>%]/g, ''))),
    0,
  );
  expect(titles.length).toBeGreaterThan(7);
  expect(Math.abs(sum - 100)).toBeLessThan(0.05 * titles.length + 0.1);
  // The note counts the matches set to play by where their chance came from: the model or Elo.
  const note = (await page.getByTestId('live-forecast-model').textContent()) ?? '';
  const counted = note.match(
    /Of the (\d+) matches set to play \(both players known\), (\d+) take .* and (\d+) from Elo/,
  );
  if (counted) expect(Number(counted[2]) + Number(counted[3])).toBe(Number(counted[1]));
  else expect(note).toContain('No match is set to play (both players known) right now');
  const standings = await page.getByTestId('live-forecast-standing').allTextContents();
  expect(standings.some((s) => s !== 'not replayed yet')).toBe(true);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
});
