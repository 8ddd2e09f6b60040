import { describe, expect, it } from 'vitest';
import { loadResults } from '../../data/results';
import type { ScoreState, Side } from '../../../contract/markov/score-state';
import { applyPoint, initialState } from '../../engine/scoring';
import { RECON_SEASONS, type ResultEntry, resultCorpus } from './result-corpus';
import { parseResultScore } from './result-score';

/**
 * Replays a reconstruction through the engine on its own and writes the score the way the data
 * does (winner first, tiebreak loser's points in brackets), so it can be compared with the raw
 * `score` text of the real row.
 */
function replayedScore(e: ResultEntry): string {
  const winners = e.recon?.winners ?? new Uint8Array();
  let s: ScoreState = initialState(e.format, e.firstServer);
  const tb: Array<[number, number] | null> = [];
  for (const w of winners) {
    const before = s;
    s = applyPoint(s, e.format, w as Side);
    const setIndex = before.games[0].length - 1;
    if (before.tiebreakTo > 0 && s.sets[0] + s.sets[1] > before.sets[0] + before.sets[1]) {
      const p: [number, number] = [before.points[0], before.points[1]];
      p[w - 1]++;
      tb[setIndex] = p;
    }
  }
  const me = e.winnerSide - 1;
  const them = 1 - me;
  const lines = s.games[0].map((_, i) => {
    const g: [number, number] = [s.games[0][i], s.games[1][i]];
    const t = tb[i];
    if (t && e.format.deciderIsMatchTiebreak && i === e.format.bestOf - 1) return `[${t[me]}-${t[them]}]`;
    const line = `${g[me]}-${g[them]}`;
    return t ? `${line}(${Math.min(t[0], t[1])})` : line;
  });
  return lines.join(' ');
}

/** The data's score with the ending marker removed and sets without a written tiebreak count compared on games only. */
function comparable(score: string, replayed: string): [string, string] {
  const body = score.replace(/(^|\s+)(RET|Ret'd|DEF|Def\.)$/, '').trim();
  const real = body === '' ? [] : body.split(' ');
  let rep = replayed.split(' ');
  // A retirement between sets: the data may or may not write the untouched set as 0-0.
  if (rep.length === real.length + 1 && rep[rep.length - 1] === '0-0') rep = rep.slice(0, -1);
  // Where the data writes 7-6 without a count, the reconstruction picks one: compare the set line only.
  const aligned = rep.map((r, i) => (real[i] && !real[i].includes('(') ? r.replace(/\(\d+\)$/, '') : r));
  return [body, aligned.join(' ')];
}

describe('the tape era reconstruction of real results', () => {
  const corpus = resultCorpus();

  it('replays every reconstruction to exactly its real final score, tiebreaks included', () => {
    let checked = 0;
    const disagreements: string[] = [];
    for (const e of corpus.entries) {
      if (!e.recon) continue;
      const [real, replayed] = comparable(e.row.score, replayedScore(e));
      if (real !== replayed) disagreements.push(`${e.id} ${e.row.score} -> ${replayed}`);
      checked++;
    }
    console.log(
      `reconstructions checked: ${checked}, agree: ${checked - disagreements.length}, skipped rows: ${JSON.stringify(corpus.skipped)}, build ${corpus.buildMs} ms`,
    );
    expect(disagreements.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(10_000);
  });

  it('holds every real row of the recorded seasons or says why not', () => {
    const rows = loadResults().filter(
      (r) =>
        r.sourceFile === 'tour' &&
        (RECON_SEASONS as readonly number[]).includes(r.season) &&
        r.date >= '2023-01-01',
    );
    const skipped = Object.values(corpus.skipped).reduce((t, n) => t + n, 0);
    expect(corpus.entries.length + skipped).toBe(rows.length);
    // Walkovers are held as results without a tape: no point was played, none is invented.
    const walkovers = corpus.entries.filter((e) => e.parsed.ending === 'walkover');
    expect(walkovers.length).toBe(rows.filter((r) => r.score.trim() === 'W/O').length);
    expect(walkovers.every((e) => e.recon === null)).toBe(true);
  });

  it('stops a retirement at the last completed game, short of a winner', () => {
    const retired = corpus.entries.filter((e) => e.parsed.ending === 'retired');
    expect(retired.length).toBeGreaterThan(100);
    for (const e of retired) expect(e.recon?.final.winner).toBeNull();
  });

  it('is deterministic: a second build gives the same sequences', async () => {
    const { reconstruct } = await import('./reconstruct');
    for (const e of corpus.entries.slice(0, 50)) {
      if (!e.recon) continue;
      const again = reconstruct(
        e.parsed,
        e.format,
        e.winnerSide,
        e.firstServer,
        `courtside-tape-era-1:${e.row.tour}-${e.row.tourneyId}-${e.row.matchNum ?? 'x'}`,
      );
      expect(again.ok && Buffer.from(again.value.winners).equals(Buffer.from(e.recon.winners))).toBe(true);
    }
  });
});

describe('reading a result score', () => {
  it('reads sets, tiebreak counts, match tiebreaks and endings, and refuses the rest', () => {
    expect(parseResultScore('7-6(5) 3-6 6-2')).toEqual({
      ending: 'completed',
      sets: [
        { w: 7, l: 6, tbLoser: 5, matchTiebreak: false },
        { w: 3, l: 6, tbLoser: null, matchTiebreak: false },
        { w: 6, l: 2, tbLoser: null, matchTiebreak: false },
      ],
    });
    expect(parseResultScore('6-4 2-1 RET')?.ending).toBe('retired');
    expect(parseResultScore('6-3 Def.')?.ending).toBe('default');
    expect(parseResultScore('W/O')).toEqual({ sets: [], ending: 'walkover' });
    expect(parseResultScore('6-4 4-6 [10-7]')?.sets[2]).toEqual({
      w: 10,
      l: 7,
      tbLoser: null,
      matchTiebreak: true,
    });
    expect(parseResultScore('6-4 RET+H12')).toBeNull();
    expect(parseResultScore('UNK')).toBeNull();
    expect(parseResultScore('')).toBeNull();
  });
});
