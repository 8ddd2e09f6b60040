import { readFile } from 'node:fs/promises';
import { finalScoreText, publishedScore } from '../contract/final-score';
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
  // The score as every view writes it (7–6(5), Ret.), from the archive's published string.
  const score = finalScoreText(publishedScore(pick.score) ?? { sets: [], ending: null });
  await expect(row).toContainText(score);
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
  await expect(subtitle).toContainText(score);
  await expect(page.getByTestId('tape-at')).toBeVisible({ timeout: 60_000 });

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
});

type Charted = {
  charting_match_id: number;
  date: string;
  tournament: string;
  round: string;
  opponent: string;
};

test('an archive result links its draw, both careers, the head-to-head and its own charting', async ({
  page,
  gateway,
}) => {
  // The 2008 Wimbledon final, found by what the archive holds, and its charted match by the
  // winner's charted list (same opponent, same event and round).
  const finals = await serviceGet<{ data: ArchiveResult[] }>(
    '/history/archive/matches?tour=atp&level=G&round=F&from=2008-06-23&to=2008-07-06',
  );
  const final = finals.data.find((r) => r.tournament === 'Wimbledon');
  expect(final, 'the 2008 Wimbledon final is in the archive').toBeTruthy();
  if (!final) return;
  const charting = await serviceGet<{ matches: Charted[] }>(
    `/charting/players?name=${encodeURIComponent(final.winner.name)}`,
  );
  const chart = charting.matches.find(
    (c) => c.opponent === final.loser.name && c.tournament === 'Wimbledon' && c.date.startsWith('2008-07'),
  );
  expect(chart, 'the 2008 Wimbledon final is charted').toBeTruthy();
  if (!chart) return;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${gateway.url}/archive/matches/${final.id}`);
  const related = page.getByTestId('archive-related');
  await expect(related).toBeVisible({ timeout: 60_000 });
  await expect(related.getByRole('link', { name: 'Wimbledon: the draw' })).toHaveAttribute(
    'href',
    /^\/tournaments\/[^?]+\?tab=draw&edition=2008$/,
    { timeout: 30_000 },
  );
  for (const name of [final.winner.name, final.loser.name])
    await expect(related.getByRole('link', { name: `${name}’s career` })).toHaveAttribute(
      'href',
      `/archive/players?${new URLSearchParams({ player: name, tour: 'atp' })}`,
    );
  await expect(
    related.getByRole('link', { name: `${final.winner.name} v ${final.loser.name}: head-to-head` }),
  ).toHaveAttribute('href', `/h2h?${new URLSearchParams({ a: final.winner.name, b: final.loser.name })}`);
  const link = related.getByRole('link', { name: /^Charting of this match/ });
  await expect(link).toHaveAttribute('href', `/charting/matches/${chart.charting_match_id}`, {
    timeout: 30_000,
  });
  // One charting link, the match's own: never each player's charted list.
  await expect(related.getByRole('link', { name: /charting|charted/i })).toHaveCount(1);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/charting/matches/${chart.charting_match_id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(final.loser.name, {
    timeout: 60_000,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
});

type PriceRow = { quotes: { '1': { mid: number | null } | null; '2': { mid: number | null } | null } };

test('at PRO the tape CSV carries each point’s market mid, as the price history holds it', async ({
  page,
  gatewayOf,
}) => {
  // A finished match with a mapped market, whichever the replayed world holds now.
  const list = await serviceGet<{ data: { id: number }[] }>('/history/matches?has_market=true&limit=20');
  let pick: { id: number; prices: PriceRow[] } | undefined;
  for (const m of list.data) {
    const prices = await serviceGet<{ data: PriceRow[] }>(
      `/history/matches/${m.id}/prices?limit=500`,
      'demo-pro',
    ).catch(() => null);
    if (prices?.data.some((p) => p.quotes['1']?.mid != null)) {
      pick = { id: m.id, prices: prices.data };
      break;
    }
  }
  test.skip(!pick, 'no finished match with priced points in the world now');
  if (!pick) return;
  const pro = await gatewayOf('pro');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${pro.url}/history/matches/${pick.id}`);
  await expect(page.getByText(/with the market mid at each point/)).toBeVisible({ timeout: 90_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const lines = (await readFile(await download.path())).toString('utf8').trim().split(/\r?\n/);
  const header = lines[0].split(',');
  const c1 = header.indexOf('market_mid_player1');
  const c2 = header.indexOf('market_mid_player2');
  expect(c1).toBeGreaterThan(0);
  expect(c2).toBe(c1 + 1);
  // Every mid written is one the price history holds for that side; no side is ever written as 0
  // in place of a missing quote.
  const held1 = new Set(
    pick.prices
      .map((p) => p.quotes['1']?.mid)
      .filter((m) => m != null)
      .map(String),
  );
  const held2 = new Set(
    pick.prices
      .map((p) => p.quotes['2']?.mid)
      .filter((m) => m != null)
      .map(String),
  );
  // The mids are the last two columns and never quoted, so a quoted name earlier cannot shift them.
  const cells = lines.slice(1).map((l) => l.split(','));
  const mids1 = cells.map((c) => c[c.length - 2]).filter((v) => v !== '');
  const mids2 = cells.map((c) => c[c.length - 1]).filter((v) => v !== '');
  expect(mids1.length).toBeGreaterThan(0);
  for (const v of mids1) expect(held1.has(v), v).toBe(true);
  for (const v of mids2) expect(held2.has(v), v).toBe(true);
});
