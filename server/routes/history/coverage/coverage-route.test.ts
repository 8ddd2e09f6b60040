/* biome-ignore-all lint/suspicious/noExplicitAny: the rollup is checked against the contract first */
import { describe, expect, it } from 'vitest';
import { COVERAGE_BUCKETS, CoverageRollup } from '../../../../contract/coverage';
import { CoverageUnavailable } from '../../../../contract/errors';
import { conforms, harness } from '../../../test/harness';

describe('GET /history/coverage on a service that builds at start', () => {
  it('answers 200 on the very first read: a read during the start-up build waits for it, never 503', async () => {
    const h = harness({ coverageAtStart: true });
    const base = await h.app.listen({ host: '127.0.0.1', port: 0 });
    try {
      expect((await fetch(`${base}/health`)).status).toBe(200);
      const first = await fetch(`${base}/history/coverage`, { headers: { 'x-api-key': 'demo-basic' } });
      expect(first.status).toBe(200);
      conforms(CoverageRollup, await first.json());
    } finally {
      await h.app.close();
    }
  });
});

describe('GET /history/coverage', () => {
  // The test config skips the start-up build: this app shows the only 503 the contract allows.
  const h = harness();

  it('answers 503 coverage_unavailable with Retry-After only while no build exists', async () => {
    const first = await h.get('/history/coverage', 'demo-basic');
    expect(first.status).toBe(503);
    conforms(CoverageUnavailable, first.body);
    expect(Number(first.headers['retry-after'])).toBeGreaterThan(0);
    await h.app.coverageReady();
    expect((await h.get('/history/coverage', 'demo-basic')).status).toBe(200);
  });

  it('counts the corpus the listing serves, bucket by bucket, with totals that add up', async () => {
    await h.app.coverageReady();
    const r = conforms(CoverageRollup, (await h.get('/history/coverage', 'demo-basic')).body) as any;
    expect(r.as_of).toBe(r.built_at);
    const listed = (await h.get('/history/matches?limit=1', 'demo-basic')).body.meta.count;
    expect(r.totals.completed).toBe(listed);
    const keys = Object.keys(r.buckets);
    expect(keys.every((k) => (COVERAGE_BUCKETS as readonly string[]).includes(k))).toBe(true);
    for (const f of ['completed', 'any_tape', 'point_complete', 'complete_on_default_read'] as const) {
      const sum = keys.reduce((t, k) => t + r.buckets[k][f], 0);
      expect(sum, f).toBe(r.totals[f]);
    }
    for (const b of [...Object.values(r.buckets), r.totals] as any[]) {
      expect(b.completed).toBeGreaterThan(0);
      expect(b.any_tape).toBeLessThanOrEqual(b.completed);
      expect(b.point_complete).toBeLessThanOrEqual(b.any_tape);
      expect(b.share).toBeCloseTo(b.point_complete / b.completed, 4);
    }
    // Walkovers are completed matches without a tape; retirements have a tape that is not complete.
    expect(r.totals.any_tape).toBeLessThan(r.totals.completed);
    expect(r.totals.point_complete).toBeLessThan(r.totals.any_tape);
    expect(r.buckets.atp_singles.completed).toBeGreaterThan(4000);
    expect(r.ledger_max_computed_at).toBe('2026-11-21T03:00:00.000Z');
  });
});
