import { describe, expect, it } from 'vitest';
import { HistoryTape } from '../../../contract/history-matches';
import { historyTapeBody, playTape } from '../../lib/test-tape-fixtures';
import { historyTapeView } from './tape-view';

const rows = playTape([1, 1, 1, 1]);

/** A calendar day as the reader's locale writes it (the test runner's locale stands in for the browser's). */
const readerDay = (y: number, m: number, d: number) =>
  new Intl.DateTimeFormat(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(y, m - 1, d, 12));

describe('historyTapeView subtitle', () => {
  it("names the real event a replay stands for and dates it by the event's first day, not as the match day", () => {
    const body = historyTapeBody(7, rows);
    // As the local service sends a replayed 2012 Roland Garros semi-final: its Slam's start date.
    body.match = {
      ...body.match,
      tournament: "Roland Garros — Men's Singles",
      round: 'Semifinals',
      replay: {
        source: 'slam_pbp',
        original_event: "2012 Roland Garros men's singles",
        original_date: '2012-05-27',
      },
    } as typeof body.match;
    const view = historyTapeView(HistoryTape.parse(body));
    expect(view.subtitle).toBe(
      `Roland Garros — Men's Singles · Semifinals · replays the 2012 Roland Garros men's singles (event began ${readerDay(2012, 5, 27)})`,
    );
  });

  it('dates a result that is not a replay by its event start', () => {
    const body = historyTapeBody(7, rows);
    body.match = { ...body.match, event_date: '2023-03-06' } as typeof body.match;
    expect(historyTapeView(HistoryTape.parse(body)).subtitle).toMatch(
      new RegExp(`event began ${readerDay(2023, 3, 6)}$`),
    );
  });

  it('ends with the final score, tiebreak points from the tape (Lepchenko v Dulgheru, US Open 2013)', () => {
    const tape = HistoryTape.parse(historyTapeBody(7, rows));
    const last = tape.tape[tape.tape.length - 1];
    const games = [
      [7, 2, 6],
      [6, 6, 7],
    ];
    tape.match = {
      ...tape.match,
      score: { ...last, sets: [1, 2], games, points: [null, null] },
      winner: 2,
    } as typeof tape.match;
    tape.tiebreaks = [{ p1: 7, p2: 5 }, null, { p1: 5, p2: 7 }];
    expect(historyTapeView(tape).subtitle).toMatch(/ · 7–6\(5\) 2–6 6–7\(5\)$/);
  });
});
