import { describe, expect, it } from 'vitest';
import {
  finalScoreParts,
  finalScoreText,
  gamesScore,
  publishedScore,
  readPublishedScore,
  setScoreText,
} from './final-score';

// Real rows: the results files' score column as the archive serves it, and a replayed match's games
// with the tiebreak points its tape observed.
const published = (s: string | null) => {
  const score = publishedScore(s);
  return score && finalScoreText(score);
};

describe('publishedScore', () => {
  it('keeps the tiebreak loser’s points (Alcaraz d. Djokovic, Madrid 2022 SF)', () => {
    expect(published('6-7(5) 7-5 7-6(5)')).toBe('6–7(5) 7–5 7–6(5)');
  });

  it('writes a retirement as Ret. (Federer d. Henman, Miami 2002; Federer d. Gambill, Stuttgart 2000)', () => {
    expect(published('6-2 RET')).toBe('6–2 Ret.');
    expect(publishedScore('7-6(3) 1-0 RET')).toEqual({ sets: ['7–6(3)', '1–0'], ending: 'Ret.' });
  });

  it('writes a walkover as W.O. with no sets (Federer v Enqvist, Rotterdam 2002)', () => {
    expect(publishedScore('W/O')).toEqual({ sets: [], ending: 'W.O.' });
    expect(published(' W/O')).toBe('W.O.');
    expect(published('Walkover')).toBe('W.O.');
  });

  it('writes a default as Def.', () => {
    expect(published('6-5 DEF')).toBe('6–5 Def.');
    expect(published('6-5 Def.')).toBe('6–5 Def.');
  });

  it('keeps a match tiebreak in brackets (Federer d. Kyrgios, Laver Cup 2017)', () => {
    expect(published('4-6 7-6(6) [11-9]')).toBe('4–6 7–6(6) [11–9]');
  });

  it('says a Davis Cup rubber was unfinished (Mansdorf v Schapers, 1986)', () => {
    expect(published('6-3 1-2 Played and unfinished')).toBe('6–3 1–2 Unfinished');
  });

  it('adds the ending a meeting’s outcome states when the string does not', () => {
    expect(finalScoreText(publishedScore('6-3 1-0', 'retired') ?? { sets: [], ending: null })).toBe(
      '6–3 1–0 Ret.',
    );
    expect(publishedScore(null, 'walkover')).toEqual({ sets: [], ending: 'W.O.' });
    expect(publishedScore('6-2 RET', 'retired')).toEqual({ sets: ['6–2'], ending: 'Ret.' });
    expect(publishedScore('6-3 6-4', 'completed')).toEqual({ sets: ['6–3', '6–4'], ending: null });
  });

  it('reads the files’ "not recorded" marks as absent and keeps odd tokens as written', () => {
    expect(publishedScore('UNK')).toBeNull();
    expect(publishedScore('&nbsp;')).toBeNull();
    expect(publishedScore(null)).toBeNull();
    expect(published('6-4 6-?')).toBe('6–4 6-?');
  });
});

describe('gamesScore', () => {
  it('adds the tape’s tiebreak points (Lepchenko v Dulgheru, US Open 2013)', () => {
    const score = gamesScore(
      [
        [7, 2, 6],
        [6, 6, 7],
      ],
      [{ p1: 7, p2: 5 }, null, { p1: 5, p2: 7 }],
      'completed',
    );
    expect(score && finalScoreText(score)).toBe('7–6(5) 2–6 6–7(5)');
  });

  it('writes a 7-6 without points when the tiebreak was not observed', () => {
    const score = gamesScore(
      [
        [6, 7],
        [7, 6],
      ],
      null,
      'completed',
    );
    expect(score && finalScoreText(score)).toBe('6–7 7–6');
  });

  it('writes a deciding match tiebreak counted 1-0 with its points', () => {
    const score = gamesScore(
      [
        [6, 3, 1],
        [3, 6, 0],
      ],
      [null, null, { p1: 10, p2: 8 }],
      'completed',
    );
    expect(score && finalScoreParts(score)).toEqual(['6–3', '3–6', '[10–8]']);
  });

  it('ends with Ret. or W.O. from the outcome; withheld games are absent', () => {
    const retired = gamesScore(
      [
        [6, 1],
        [2, 0],
      ],
      null,
      'retired',
    );
    expect(retired && finalScoreText(retired)).toBe('6–2 1–0 Ret.');
    expect(gamesScore([[], []], null, 'walkover')).toEqual({ sets: [], ending: 'W.O.' });
    expect(gamesScore(null, null, 'completed')).toBeNull();
  });
});

describe('readPublishedScore', () => {
  it('reads each set and the ending for views that lay sets out by side (a draw)', () => {
    expect(readPublishedScore('6-7(3) 2-1 RET')).toEqual({
      sets: [
        { games: [6, 7], tiebreak: 3, matchTiebreak: false },
        { games: [2, 1], tiebreak: null, matchTiebreak: false },
      ],
      ending: 'retired',
    });
    expect(readPublishedScore('W/O')).toEqual({ sets: [], ending: 'walkover' });
    expect(readPublishedScore('6-4 6-?')?.sets[1]).toBe('6-?');
    expect(readPublishedScore('UNK')).toBeNull();
  });

  it('writes a read set back in the house notation', () => {
    expect(setScoreText({ games: [7, 6], tiebreak: 5 })).toBe('7–6(5)');
    expect(setScoreText({ games: [10, 8], tiebreak: null, matchTiebreak: true })).toBe('[10–8]');
  });
});
