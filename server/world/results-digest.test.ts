import { describe, expect, it } from 'vitest';
import { rowColumns } from '../data/result-columns';
import { loadResults } from '../data/results';
import { loadReplayMatches } from '../data/slam-pbp';
import { Catalogue } from './catalogue';
import { ResultsIndex } from './results-index';
import { buildResultsDigest } from './results-digest';

describe('the results digest the live world starts from', () => {
  const digest = buildResultsDigest();

  it('rebuilds the very catalogue every results row builds, from a few thousand of them', () => {
    const rows = loadResults();
    const full = new Catalogue(
      rows.map((r) => ({
        file: r.tour,
        level: r.level,
        name: r.tourneyName,
        surface: r.surface,
        season: r.season,
      })),
    );
    expect(digest.catalogue.length).toBeLessThan(rows.length / 20);
    expect(new Catalogue(digest.catalogue).all()).toStrictEqual(full.all());
  });

  it('is byte for byte the digest the parsed rows give (the start reads a scan of a few fields)', () => {
    const fromRows = buildResultsDigest(loadReplayMatches, [rowColumns(loadResults())]);
    expect(JSON.stringify(digest)).toBe(JSON.stringify(fromRows));
  }, 300_000);

  it('holds a serve estimate and ranking points for every recording; the index serves the cached copy unchanged', () => {
    const index = new ResultsIndex();
    const matches = loadReplayMatches();
    expect(Object.keys(digest.perMatch)).toHaveLength(matches.length);
    const singles = matches.filter((m) => m.event === 'singles');
    expect(singles.some((m) => digest.perMatch[m.key].rankPoints[0] !== null)).toBe(true);
    for (const m of matches.slice(0, 200)) {
      expect(index.rankPoints(m)).toStrictEqual(digest.perMatch[m.key].rankPoints);
      expect(index.serveEstimate(m).pServe1).toBe(digest.perMatch[m.key].estimate.pServe1);
    }
  });
});
