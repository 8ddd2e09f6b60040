import { describe, expect, it } from 'vitest';
import { MatchDetail } from '../../../contract/match';
import { StatusHistoryRow } from '../../../contract/status-history';
import { conforms, harness } from '../../test/harness';
import { resultCorpus } from './result-corpus';
import { resultStatusHistory } from './result-status-history';

describe('status history of a reconstructed result', () => {
  const h = harness();

  it('is one backfill completion, then a restatement row per published correction', () => {
    const e = resultCorpus().entries.find((x) => x.parsed.ending === 'retired')!;
    const before = resultStatusHistory(h.app.world, h.app.faults, e, h.clock.t);
    expect(before.map((r) => r.basis)).toEqual(['backfill']);
    expect(before[0]).toMatchObject({
      status_after: 'completed',
      outcome: 'retired',
      event_status_after: 'Retired',
    });
    h.app.faults.restatements.push({ matchId: e.id, at: h.clock.t - 1_000, version: 2 });
    h.app.faults.restatements.push({ matchId: e.id, at: h.clock.t + 60_000, version: 3 });
    const rows = resultStatusHistory(h.app.world, h.app.faults, e, h.clock.t);
    expect(rows.map((r) => r.basis)).toEqual(['backfill', 'restatement']);
    for (const r of rows) conforms(StatusHistoryRow, r);
  });

  it('answers the live half match routes for a result id too: one match id space', async () => {
    const e = resultCorpus().entries.find((x) => x.parsed.ending === 'completed')!;
    const detail = await h.get(`/matches/${e.id}`, 'demo-pro');
    expect(detail.status).toBe(200);
    const m = conforms(MatchDetail, detail.body);
    expect(m).toMatchObject({ id: e.id, status: 'completed', market: null, market_price: null });
    const history = await h.get(`/matches/${e.id}/status-history`, 'demo-basic');
    expect(history.status).toBe(200);
    expect(history.body.data.map((r: { basis: string }) => r.basis)).toEqual(['backfill']);
    expect((await h.get('/matches/499999', 'demo-basic')).status).toBe(404);
  });
});
