/* biome-ignore-all lint/suspicious/noExplicitAny: payloads are checked against the contract first */
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HistoryTape } from '../../../../contract/history-matches';
import { CORRECTIONS_COLUMNS, HistoryPackage, HistoryPackageList } from '../../../../contract/packages';
import { TAPE_CSV_COLUMNS } from '../../../history/packages/tape-package-source';
import { resultCorpus } from '../../../history/tape-era/result-corpus';
import { conforms, harness } from '../../../test/harness';

describe('tape packages', () => {
  const h = harness();
  const raw = (url: string, key = 'demo-pro') =>
    h.app.inject({ method: 'GET', url, headers: { 'x-api-key': key } });

  it('builds a month into a manifest whose sha256 and bytes cover exactly the bytes served', async () => {
    const manifest = conforms(
      HistoryPackage,
      (await h.get('/history/packages/2024-02', 'demo-pro')).body,
    ) as any;
    expect(manifest).toMatchObject({ period: '2024-02', status: 'ready' });
    expect(manifest.kind).toBeUndefined();
    expect(manifest.files.map((f: any) => f.format)).toEqual(['jsonl', 'csv']);
    for (const f of manifest.files) {
      const res = await raw(`/history/packages/2024-02?format=${f.format}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/gzip');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.length).toBe(f.bytes);
      expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(f.sha256);
      const lines = gunzipSync(res.rawPayload).toString('utf8').trimEnd().split('\n');
      if (f.format === 'jsonl') {
        expect(lines.length).toBe(manifest.match_count);
        const tapes = lines.map((l) => conforms(HistoryTape, JSON.parse(l)) as any);
        expect(tapes.every((t) => t.match.event_date.startsWith('2024-02'))).toBe(true);
        expect(tapes.reduce((n, t) => n + t.tape.length, 0)).toBe(manifest.row_count);
        // The record equals the per-match tape read.
        const one = (await h.get(`/history/matches/${tapes[0].meta.match_id}`, 'demo-pro')).body;
        expect(tapes[0].tape).toEqual(one.tape);
      } else {
        expect(lines[0]).toBe(TAPE_CSV_COLUMNS.join(','));
        expect(lines.length - 1).toBe(manifest.row_count);
      }
    }
    // Built once: a second read is the same bytes.
    expect((await h.get('/history/packages/2024-02', 'demo-pro')).body).toEqual(manifest);
  });

  it('refuses a period that does not fit its kind and 404s an unbuilt one', async () => {
    for (const url of [
      '/history/packages/2024-13',
      '/history/packages/2024',
      '/history/packages/06-2024',
      '/history/packages/2024-06?kind=archive_tape',
    ]) {
      const r = await h.get(url, 'demo-ultra');
      expect(r.status, url).toBe(400);
      expect(r.body.error, url).toBe('bad_period');
    }
    expect((await h.get('/history/packages/2024-06?kind=sets', 'demo-ultra')).body.error).toBe('bad_kind');
    expect((await h.get('/history/packages/2024-06?format=zip', 'demo-ultra')).body.error).toBe('bad_format');
    // The month in progress is not built yet; the tape era starts in January 2023.
    expect((await h.get('/history/packages/2026-11', 'demo-pro')).status).toBe(404);
    expect((await h.get('/history/packages/2022-12', 'demo-pro')).status).toBe(404);
  });

  it('serves a corrections CSV only where the month has restatements', async () => {
    expect((await h.get('/history/packages/2024-03?format=corrections', 'demo-pro')).status).toBe(404);
    const id = (await h.get('/history/matches?from=2024-03-01&to=2024-03-31&limit=1', 'demo-pro')).body
      .data[0].id;
    h.app.faults.restatements.push({ matchId: id, at: h.clock.t - 5_000, version: 2 });
    const res = await raw('/history/packages/2024-03?format=corrections');
    expect(res.statusCode).toBe(200);
    const [head, row] = res.body.trimEnd().split('\n');
    expect(head).toBe(CORRECTIONS_COLUMNS.join(','));
    expect(row.startsWith(`${id},result_version,1,2,`)).toBe(true);
  });

  it('lists ready packages newest first, and a whole year for the keys that may', async () => {
    const recent = conforms(HistoryPackageList, (await h.get('/history/packages', 'demo-pro')).body);
    const periods = recent.data.map((p) => p.period);
    expect(periods).toEqual([...periods].sort().reverse());
    const newest = resultCorpus()
      .entries.map((e) => e.row.date)
      .sort()
      .at(-1)
      ?.slice(0, 7);
    expect(periods[0]).toBe(newest);
    expect(periods.length).toBe(3);
    const refused = await h.get('/history/packages?year=2023', 'demo-pro');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('upgrade_required');
    const year = conforms(
      HistoryPackageList,
      (await h.get('/history/packages?year=2023', 'demo-history-business')).body,
    );
    const months = new Set(
      resultCorpus()
        .entries.map((e) => e.row.date.slice(0, 7))
        .filter((m) => m.startsWith('2023')),
    );
    expect(year.data.map((p) => p.period)).toEqual([...months].sort().reverse());
    expect(months.size).toBeGreaterThanOrEqual(11);
    expect(year.meta.year).toBe('2023');
  }, 300_000);
});
