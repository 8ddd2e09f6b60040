import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import type { RoundCode } from '../engine/formats';
import { loadReplayMatches } from '../data/slam-pbp';
import { DRAW_REST_MS, PLAYER_REST_MS } from './edition-queue';
import { familyOf } from './editions';
import { peopleOf } from './recording-queue';
import { REPLAY_HISTORY_MS, Schedule, type Slot } from './schedule';

// Invariants a fan would check, over every player and every edition of the default world (20
// courts, seed 2026, speed 1, epoch 2026-11-01) for six weeks: long enough for every family to come
// back to editions it has already played.
const DAY = 86_400_000;
const HOUR = 3_600_000;
const cfg = configFromEnv({});
const until = cfg.epochMs + 42 * DAY;
const world = new Schedule(loadReplayMatches(), cfg);
const slots = world.published(until).sort((a, b) => a.startMs - b.startMs);

/** The catalogue tournament of a slot: one id per slam, event and gender across seasons. */
const tournamentOf = (s: Slot) => `${s.replay.slam}-${familyOf(s.replay)}`;
const editionOf = (s: Slot) => `${s.replay.year}-${tournamentOf(s)}`;
const eventOf = (s: Slot) => `${s.replay.year}-${s.replay.slam}`;
const ROUNDS: readonly RoundCode[] = ['R128', 'R64', 'R32', 'R16', 'QF', 'SF', 'F'];
const roundIndex = (s: Slot) => ROUNDS.indexOf(s.replay.roundCode as RoundCode);
const at = (ms: number) => new Date(ms).toISOString().slice(0, 16);
const label = (s: Slot) => `${s.replay.key} (${s.replay.roundCode}) ${at(s.startMs)}–${at(s.endMs)}`;

/** Each person's matches in start order. */
const byPerson = new Map<string, Slot[]>();
for (const s of slots) for (const p of peopleOf(s.replay)) byPerson.set(p, [...(byPerson.get(p) ?? []), s]);

/**
 * The replays of one edition: a run of slots of the edition with no gap of the listing window
 * between them (a later replay of the same edition comes back weeks on).
 */
function editionRuns(): Slot[][] {
  const runs = new Map<string, Slot[][]>();
  for (const s of slots) {
    const list = runs.get(editionOf(s)) ?? [];
    const last = list.at(-1);
    if (last && s.publishedMs < Math.max(...last.map((x) => x.endMs)) + REPLAY_HISTORY_MS) last.push(s);
    else list.push([s]);
    runs.set(editionOf(s), list);
  }
  return [...runs.values()].flat();
}

describe('every player of the replayed world', () => {
  it('plays the world at all: six weeks hold thousands of matches by hundreds of players', () => {
    expect(slots.length).toBeGreaterThan(2500);
    expect(byPerson.size).toBeGreaterThan(500);
  });

  it('is never in two matches at once and rests between any two of their matches', () => {
    const tooSoon: string[] = [];
    for (const [p, list] of byPerson)
      for (let i = 1; i < list.length; i++)
        if (list[i].startMs < list[i - 1].endMs + PLAYER_REST_MS)
          tooSoon.push(`${p}: ${label(list[i - 1])} then ${label(list[i])}`);
    expect(PLAYER_REST_MS).toBeGreaterThanOrEqual(HOUR);
    expect(tooSoon.slice(0, 5)).toEqual([]);
  });

  it('plays one event at a time: between two matches of one draw, none of another slam', () => {
    const interleaved: string[] = [];
    for (const [p, list] of byPerson)
      for (let i = 0; i < list.length; i++) {
        // The person's next match in the same replay of the same draw, if any.
        const j = list.findIndex(
          (x, k) =>
            k > i && editionOf(x) === editionOf(list[i]) && x.startMs - list[i].endMs < REPLAY_HISTORY_MS,
        );
        const between = j < 0 ? undefined : list.slice(i + 1, j).find((x) => eventOf(x) !== eventOf(list[i]));
        if (between) interleaved.push(`${p}: ${label(between)} inside ${editionOf(list[i])}`);
      }
    expect(interleaved.slice(0, 5)).toEqual([]);
  });
});

describe('every edition of the replayed world', () => {
  const runs = editionRuns();

  it('has each player at most once per round, one match a day in a draw, and rounds in order', () => {
    const faults: string[] = [];
    for (const run of runs) {
      const seen = new Map<string, Slot>();
      for (const s of run)
        for (const p of peopleOf(s.replay)) {
          const prev = seen.get(p);
          if (prev && roundIndex(prev) >= roundIndex(s))
            faults.push(`${p} twice in ${s.replay.roundCode}: ${label(prev)}, ${label(s)}`);
          if (prev && s.startMs < prev.endMs + DRAW_REST_MS)
            faults.push(`${p} too soon in ${editionOf(s)}: ${label(prev)}, ${label(s)}`);
          seen.set(p, s);
        }
      // A round starts only once the round before has all started.
      for (let i = 1; i < run.length; i++)
        if (roundIndex(run[i]) < roundIndex(run[i - 1]))
          faults.push(`${editionOf(run[i])}: ${label(run[i])} after ${label(run[i - 1])}`);
    }
    expect(DRAW_REST_MS).toBeGreaterThanOrEqual(10 * HOUR);
    expect(faults.slice(0, 5)).toEqual([]);
  });

  it('names nobody in an order of play before their previous match in the draw is over', () => {
    const early: string[] = [];
    for (const run of runs) {
      const lastEnd = new Map<string, number>();
      for (const s of run)
        for (const p of peopleOf(s.replay)) {
          const end = lastEnd.get(p);
          if (end !== undefined && s.publishedMs < end)
            early.push(`${p}: ${label(s)} published ${at(s.publishedMs)}`);
          lastEnd.set(p, s.endMs);
        }
    }
    expect(early.slice(0, 5)).toEqual([]);
  });
});

describe("a tournament's current draw, as listed at any hour", () => {
  it('is one edition of one season and a coherent bracket', () => {
    const faults: string[] = [];
    for (let t = cfg.epochMs + DAY; t < until; t += 6 * HOUR) {
      const byTournament = new Map<string, Slot[]>();
      for (const s of world.visible(t))
        byTournament.set(tournamentOf(s), [...(byTournament.get(tournamentOf(s)) ?? []), s]);
      for (const [name, list] of byTournament) {
        const where = `${name} at ${at(t)}`;
        const seasons = new Set(list.map((s) => s.replay.year));
        if (seasons.size > 1) faults.push(`${where}: seasons ${[...seasons].join(', ')}`);
        for (const [k, round] of ROUNDS.entries()) {
          const inRound = list.filter((s) => s.replay.roundCode === round);
          if (inRound.length > 2 ** (ROUNDS.length - 1 - k))
            faults.push(`${where}: ${inRound.length} × ${round}`);
          const people = inRound.flatMap((s) => peopleOf(s.replay));
          const twice = people.filter((p, i) => people.indexOf(p) !== i);
          if (twice.length > 0) faults.push(`${where}: ${twice.join(', ')} twice in ${round}`);
        }
        // A winner known before the final is over would be a champion named too early; a final
        // begins only once both semi-finals are over.
        const final = list.find((s) => s.replay.roundCode === 'F');
        for (const sf of list.filter((s) => s.replay.roundCode === 'SF'))
          if (final && final.startMs < sf.endMs)
            faults.push(`${where}: final starts before ${label(sf)} ends`);
      }
    }
    expect(faults.slice(0, 5)).toEqual([]);
  });
});
