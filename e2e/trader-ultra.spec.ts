import { expect, type Page, type TestInfo, test } from './journey';
import { fault, serviceGet, snapshot, WIDTHS } from './journey-helpers';

// Persona: a trader on the ULTRA key watches model probability and market price move with play,
// and must be able to trust the numbers when the service misbehaves: a refused (withdrawn) score is
// rolled back and recorded, and a service restart (close 1012) costs no point.

interface LiveRow {
  id: number;
  event_status: string | null;
  has_market?: boolean | null;
  score: { stale?: boolean | null; sets: Array<number | null> } | null;
}
interface PointsPage {
  pbp_coverage: string;
  basis: string;
  last_seq: number;
  has_more: boolean;
  points: Array<{ seq: number; ts: string | null }>;
}

/** Every point row the service holds for a match, paged as the spec says (after_seq = last_seq). */
async function allPoints(matchId: number): Promise<PointsPage['points']> {
  const points: PointsPage['points'] = [];
  let after = 0;
  for (;;) {
    const page = await serviceGet<PointsPage>(`/matches/${matchId}/points?after_seq=${after}`);
    points.push(...page.points);
    if (!page.has_more) return points;
    after = page.last_seq;
  }
}

/**
 * A match being played right now, scored point by point on the live basis, with a fresh feed: of
 * those, the one whose last point is newest, so its next point (which the restart test waits for)
 * is least likely to be a changeover away.
 */
async function pickPlayedMatch(): Promise<number> {
  const live = await serviceGet<{ data: LiveRow[] }>('/matches?status=live&limit=100');
  let best: { id: number; lastTs: number } | null = null;
  for (const m of live.data) {
    if (m.event_status !== null || !m.score || m.score.stale) continue;
    const first = await serviceGet<PointsPage>(`/matches/${m.id}/points?after_seq=0`);
    if (first.pbp_coverage !== 'point' || first.basis !== 'live' || first.points.length === 0) continue;
    const points = await allPoints(m.id);
    const lastTs = Date.parse(points[points.length - 1].ts ?? '') || 0;
    if (!best || lastTs > best.lastTs) best = { id: m.id, lastTs };
  }
  if (!best) throw new Error('no live match scored point by point');
  return best.id;
}

/** Photographs the current view at the phone and the desktop width, then returns to the desktop. */
async function snapshotBothWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await snapshot(page, testInfo, `${name}-${size.width}`);
  }
}

/** What the trade grid shows per card: the model's win probability and the market (back price, or mid without a live book). */
async function readGrid(page: Page): Promise<Map<string, { probability: string; mid: string }>> {
  const cards = await page.getByTestId('trade-card').evaluateAll((els) =>
    els.map((el) => ({
      title: el.querySelector('a')?.textContent ?? '',
      probability: el.querySelector('[data-testid="probability"]')?.textContent ?? '',
      mid: el.querySelector('[data-testid="back"], [data-testid="mid"]')?.textContent ?? '',
    })),
  );
  return new Map(cards.map((c) => [c.title, { probability: c.probability, mid: c.mid }]));
}

function changedCards(
  before: Map<string, { probability: string; mid: string }>,
  after: Map<string, { probability: string; mid: string }>,
  field: 'probability' | 'mid',
): string[] {
  return [...after]
    .filter(([title, now]) => {
      const was = before.get(title);
      // A number that moves, not one that appears: absent ("—") to a value is not a price move.
      return was !== undefined && /\d/.test(was[field]) && /\d/.test(now[field]) && was[field] !== now[field];
    })
    .map(([title]) => title);
}

// A fault left by an earlier run is cleared once, before any journey (warm-service.ts). A reset of
// every fault here also thawed the match the alerts journey had frozen beside these journeys, so
// this file undoes only its own: the match whose score it withdrew.
let withdrawnFrom: number | undefined;
test.afterEach(async () => {
  if (withdrawnFrom !== undefined) await fault('reset', { match_id: withdrawnFrom });
  withdrawnFrom = undefined;
});

test('a trader sees probability and price move on the trade grid as points arrive', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/trade`);
  await expect(page.getByRole('heading', { level: 1, name: /trade/i })).toBeVisible();
  const strip = page.getByRole('region', { name: 'Connection status' });
  await expect(strip).toContainText(/Feed\s*live/);
  await expect(page.getByTestId('trade-card').first()).toBeVisible();
  // ULTRA sees the model: some card carries a probability as a number, and no tier notice.
  await expect(
    page
      .getByTestId('probability')
      .filter({ hasText: /\d+\.\d%/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('tier-notice')).toHaveCount(0);
  await expect(
    page
      .locator('[data-testid="back"], [data-testid="mid"]')
      .filter({ hasText: /\d+\.\d%/ })
      .first(),
  ).toBeVisible({ timeout: 30_000 });

  const before = await readGrid(page);
  // Points move the model at once; prices refresh on their own clock (20 s on ULTRA).
  await expect
    .poll(async () => changedCards(before, await readGrid(page), 'probability').length, {
      message: 'a card’s win probability moves',
      timeout: 60_000,
      intervals: [1_000],
    })
    .toBeGreaterThan(0);
  await expect
    .poll(async () => changedCards(before, await readGrid(page), 'mid').length, {
      message: 'a card’s market mid moves',
      timeout: 90_000,
      intervals: [500],
    })
    .toBeGreaterThan(0);
  await snapshotBothWidths(page, testInfo, 'trader-ultra-trade-grid');
});

test('a withdrawn score is rolled back and shown as a correction', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const matchId = await pickPlayedMatch();
  // Record what the feed carries, so the test knows the refused state really reached the page.
  const frames: Array<{ type: string; match_id?: number; score?: { sets: number[]; sequence: number } }> = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      // Each frame is its own WebSocket message, as the contract frames the socket.
      try {
        const frame = JSON.parse(String(payload));
        if (frame.match_id === matchId) frames.push(frame);
      } catch {
        // Not JSON: not a frame this test reads.
      }
    }),
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/matches/${matchId}`);
  await expect(page.getByRole('region', { name: 'Connection status' })).toContainText(/Feed\s*live/, {
    timeout: 30_000,
  });
  const sets = page.getByTestId('sets-p1');
  await expect(sets).toHaveText(/^\d+$/);

  withdrawnFrom = matchId;
  const withdrawn = (await fault('withdraw', { match_id: matchId })) as { superseded_sequence: number };
  const refused = withdrawn.superseded_sequence;
  await expect
    .poll(() => frames.some((f) => f.type === 'score_withdrawn'), {
      message: 'score_withdrawn reached the page',
    })
    .toBe(true);
  const illegal = frames.find((f) => f.type === 'score' && f.score?.sequence === refused);
  expect(illegal, 'the refused state was published on the feed first').toBeDefined();

  // The scoreboard settles on the last good state the service still serves, never the refused one.
  const illegalSets = String(illegal?.score?.sets[0]);
  await expect
    .poll(
      async () => {
        const good = await serviceGet<{ sets: number[] }>(`/matches/${matchId}/score`);
        const shown = (await sets.textContent())?.trim();
        return shown === String(good.sets[0]) && shown !== illegalSets;
      },
      { message: 'the scoreboard shows the last good sets, not the refused +2', timeout: 20_000 },
    )
    .toBe(true);

  // The correction is visible: the Corrections tab lists the refused sequence.
  await page.getByRole('tab', { name: 'Corrections', exact: true }).click();
  await expect(page).toHaveURL(/tab=corrections/);
  const row = page.getByTestId('withdrawal-row').filter({ hasText: `Sequence ${refused} refused` });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Withdrawn');
  await snapshotBothWidths(page, testInfo, 'trader-ultra-corrections');
});

test('after a service restart (1012) the feed recovers and no point is lost', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const matchId = await pickPlayedMatch();
  const sockets: string[] = [];
  const closed: string[] = [];
  page.on('websocket', (ws) => {
    sockets.push(ws.url());
    ws.on('close', () => closed.push(ws.url()));
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/matches/${matchId}?tab=points`);
  const strip = page.getByRole('region', { name: 'Connection status' });
  await expect(strip).toContainText(/Feed\s*live/);
  const panel = page.getByRole('tabpanel');
  const rows = panel.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const feedSockets = () => sockets.filter((u) => /\/ws\b/.test(u)).length;
  const openedBefore = feedSockets();
  expect(openedBefore).toBeGreaterThan(0);
  const rowsBefore = await rows.count();

  await fault('restart');
  // The page's feed socket was closed by the restart and a new one opened: the feed recovered.
  await expect.poll(() => closed.filter((u) => /\/ws\b/.test(u)).length).toBeGreaterThan(0);
  await expect
    .poll(feedSockets, { message: 'the feed reconnects', timeout: 60_000 })
    .toBeGreaterThan(openedBefore);
  await expect(strip).toContainText(/Feed\s*live/, { timeout: 60_000 });

  // Play goes on: wait for this match's next point after the reconnect, then compare with the service.
  await expect
    .poll(() => rows.count(), {
      message: 'a new point arrives after recovery',
      timeout: 150_000,
      intervals: [500],
    })
    .toBeGreaterThan(rowsBefore);
  await expect
    .poll(
      async () => {
        const seqs = (await allPoints(matchId)).map((p) => p.seq);
        // The service's rows are seq 1..N without a gap, so "no point lost" is: the page shows N rows.
        const contiguous = seqs.every((s, i) => s === i + 1);
        return contiguous && (await rows.count()) === seqs.length;
      },
      {
        message: 'the points list holds every point 1..N the service has',
        timeout: 30_000,
        intervals: [1_000],
      },
    )
    .toBe(true);
  await snapshotBothWidths(page, testInfo, 'trader-ultra-points-after-restart');
});
