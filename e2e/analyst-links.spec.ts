import { expect, test } from './journey';
import { expectNoHorizontalScroll, serviceGet } from './journey-helpers';

// Persona: an analyst reading a head-to-head follows a meeting to its point-by-point tape, and from an
// archive result to its charting, its draw, both careers and the head-to-head.

test.describe.configure({ timeout: 180_000 });

type Meeting = {
  era: string;
  archive_match_id?: number;
  date: string | null;
  tournament: string | null;
  round: string | null;
  score: string | null;
};
type ArchiveResult = {
  id: number;
  tournament: string;
  event_date: string;
  round: string;
  score: string;
  winner: { name: string };
  loser: { name: string };
  has_tape?: boolean;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const P1 = 'Rafael Nadal';
const P2 = 'Roger Federer';

/** The newest 2013–2022 meeting of the pair whose result read says a tape is held (archive data). */
async function meetingWithTape(): Promise<ArchiveResult | undefined> {
  const h2h = await serviceGet<{ meetings: Meeting[] }>(
    `/h2h?p1=${encodeURIComponent(P1)}&p2=${encodeURIComponent(P2)}`,
  );
  for (const m of h2h.meetings) {
    const year = Number(m.date?.slice(0, 4));
    if (m.era !== 'archive' || typeof m.archive_match_id !== 'number' || year < 2013 || year > 2022) continue;
    const result = await serviceGet<ArchiveResult>(`/history/archive/matches/${m.archive_match_id}`);
    if (result.has_tape === true) return result;
  }
  return undefined;
}

test('a head-to-head meeting opens its tape: the tape shows that match’s players, event, date and score', async ({
  page,
  gateway,
}) => {
  const pick = await meetingWithTape();
  test.skip(!pick, `no ${P1} v ${P2} meeting of 2013–2022 holds a tape in this data`);
  if (!pick) return;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${gateway.url}/h2h?${new URLSearchParams({ a: P1, b: P2 })}`);
  const tapeLink = page.locator(`a[href="/archive/matches/${pick.id}/tape"]`);
  await expect(tapeLink).toBeVisible({ timeout: 60_000 });
  const row = page.getByTestId('h2h-meeting').filter({ has: tapeLink });
  // The same row opens the result, and reads the final score the archive holds.
  await expect(row.getByRole('link', { name: pick.tournament, exact: true })).toHaveAttribute(
    'href',
    `/archive/matches/${pick.id}`,
  );
  await expect(row).toContainText(pick.score);
  // Every tape link on the page leads somewhere real: archive tapes only where a result holds one.
  const hrefs = await page
    .getByRole('link', { name: /^Tape of/ })
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const archive = href.match(/^\/archive\/matches\/(\d+)\/tape$/);
    if (archive) {
      const r = await serviceGet<ArchiveResult>(`/history/archive/matches/${archive[1]}`);
      expect(r.has_tape, href).toBe(true);
    } else expect(href).toMatch(/^\/history\/matches\/\d+$/);
  }

  await tapeLink.click();
  await expect(page).toHaveURL(new RegExp(`/archive/matches/${pick.id}/tape$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${pick.winner.name} d. ${pick.loser.name}: archive tape`,
    { timeout: 60_000 },
  );
  const [y, mo, d] = pick.event_date.split('-').map(Number);
  const week = `${d} ${MONTHS[mo - 1]} ${y}`;
  const subtitle = page.getByTestId('tape-subtitle');
  await expect(subtitle).toContainText(pick.tournament);
  await expect(subtitle).toContainText(`week of ${week}`);
  await expect(subtitle).toContainText(pick.score);
  await expect(page.getByTestId('tape-at')).toBeVisible({ timeout: 60_000 });

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
});
