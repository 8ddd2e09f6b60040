import { describe, expect, it } from 'vitest';
import { buildCorpus, resultCorpus } from './result-corpus';
import { resultCorpusReady } from './result-corpus-ready';

describe('the tape era corpus built in a worker', () => {
  it('holds the same entries, point for point, as the corpus built in place', async () => {
    const held = await resultCorpusReady();
    // What the synchronous readers find afterwards is that corpus, not a second build.
    expect(resultCorpus()).toBe(held);
    const inPlace = buildCorpus();
    expect(held.entries.length).toBe(inPlace.entries.length);
    expect(held.skipped).toEqual(inPlace.skipped);
    held.entries.forEach((e, i) => {
      const o = inPlace.entries[i];
      expect(e.id).toBe(held.entries[0].id + i);
      expect(held.byId.get(e.id)).toBe(e);
      expect({ row: e.row, parsed: e.parsed, format: e.format, w: e.winnerSide, s: e.firstServer }).toEqual({
        row: o.row,
        parsed: o.parsed,
        format: o.format,
        w: o.winnerSide,
        s: o.firstServer,
      });
      expect(e.recon?.final ?? null).toEqual(o.recon?.final ?? null);
      expect(e.recon ? Array.from(e.recon.winners) : null).toEqual(
        o.recon ? Array.from(o.recon.winners) : null,
      );
    });
  }, 120_000);
});
