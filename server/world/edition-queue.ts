import type { ReplayMatch } from '../data/slam-pbp';
import { hash32 } from '../engine/rng';
import { type Edition, editionsByFamily } from './editions';
import type { Ask, Refused, Taken } from './recording-queue';
import { peopleOf } from './recording-queue';

/** A person's rest between any two of their matches (end to start), in replayed time. */
export const PLAYER_REST_MS = 3 * 3_600_000;
/**
 * A person's rest between two matches of one draw: a slam player plays a round a day, so the next
 * round comes after a night's rest at the least.
 */
export const DRAW_REST_MS = 10 * 3_600_000;
/** The break between the last match of one edition and the first of the track's next one. */
const BETWEEN_EDITIONS_MS = 6 * 3_600_000;
/**
 * Editions of one family played side by side. One at a time leaves the world with about 4 matches
 * live on average and none at all a tenth of the time (2,926 recordings, each player a round a day);
 * three let a fan find play at any hour while each player still plays one event at a time.
 */
const TRACKS_PER_FAMILY = 3;

/** One track of a family (men's singles…): its current edition and round. */
interface Track {
  /** The family's editions, the next to open first (shared by the family's tracks). */
  queue: Edition[];
  edition: Edition;
  round: number;
  /** The current round's recordings not taken yet, in the seeded order. */
  left: ReplayMatch[];
  /** The latest end among the edition's taken recordings. */
  editionEnd: number;
  /** The edition opens a break after the track's previous edition ended. */
  openAt: number;
  /** The edition's slots are published only once the tournament's previous edition has left view. */
  publishAt: number;
  /** Each person's last end in this edition. */
  drawEnd: Map<string, number>;
}

/** The real event (a slam in a year) an edition belongs to: its singles, doubles and mixed draws. */
const eventOf = (m: ReplayMatch) => `${m.year}-${m.slam}`;

/**
 * The believable world's queue. Each family of draws (men's singles, mixed doubles…) plays its
 * editions, each a real draw of one season, on TRACKS_PER_FAMILY tracks, round by round: a round's
 * matches start only once every match of the round before has started, so the draw fills as it did
 * (nobody twice in a round, a loser never seen again, a champion only once the final is over).
 * A person is never on two courts at once, rests PLAYER_REST_MS between any two matches and
 * DRAW_REST_MS between two of one draw, is named in an order of play only once their previous match
 * in the draw is over, and plays one event at a time: a recording whose player is still in another
 * event's draw is left out of this replay of its edition (the data already lacks about half of each
 * draw). A tournament's next edition is published only once its previous one has left view.
 */
export class EditionQueue {
  private readonly tracks: Track[];
  /** Each person's latest end (as of the newest start built). */
  private readonly lastEnd = new Map<string, number>();
  /** The event each person is still in, with how many of their recordings each of its draws has yet to play. */
  private readonly inEvent = new Map<string, { event: string; left: Map<string, number> }>();
  /** When each tournament's newest edition leaves view: +Infinity while one is being played. */
  private readonly offView = new Map<string, number>();
  private readonly people = new WeakMap<ReplayMatch, string[]>();
  private readonly rest: number;
  private readonly drawRest: number;
  private readonly betweenEditions: number;
  private refused: Refused['retryAt'] | null = null;

  constructor(
    pool: readonly ReplayMatch[],
    seed: number,
    private readonly windowMs: number,
    speed: number,
  ) {
    this.rest = PLAYER_REST_MS / speed;
    this.drawRest = DRAW_REST_MS / speed;
    this.betweenEditions = BETWEEN_EDITIONS_MS / speed;
    this.tracks = [...editionsByFamily(pool, seed)].flatMap(([name, all]) => {
      const first = hash32(seed, 'first-edition', name) % all.length;
      const queue = [...all.slice(first), ...all.slice(0, first)];
      // A tournament is played on one track at a time, so a family has no more tracks than tournaments.
      const tournaments = new Set(all.map((e) => e.tournament)).size;
      return Array.from({ length: Math.min(TRACKS_PER_FAMILY, tournaments) }, () =>
        this.opened({ queue } as Track, Number.NEGATIVE_INFINITY),
      );
    });
  }

  /**
   * Takes the first recording any track may play at the ask (the track whose edition opened first
   * goes first); when none may, says when one next could: a person has rested, or a tournament's
   * previous edition leaves view.
   */
  take(ask: Ask, endOf: (m: ReplayMatch) => number): Taken | Refused {
    const r = this.refused;
    if (r && ask.publishedMs < r.publishedMs && ask.startMs < r.startMs) return { retryAt: r };
    let retryStart = Number.POSITIVE_INFINITY;
    let retryPublished = Number.POSITIVE_INFINITY;
    const order = [...this.tracks].sort((a, b) => a.openAt - b.openAt);
    for (const f of order) {
      for (let i = 0; i < f.left.length; i++) {
        const m = f.left[i];
        const people = this.peopleOf(m);
        const { startFrom, publishFrom } = this.earliest(f, people);
        if (publishFrom > ask.publishedMs) retryPublished = Math.min(retryPublished, publishFrom);
        else if (startFrom > ask.startMs) retryStart = Math.min(retryStart, startFrom);
        else if (people.some((p) => this.elsewhere(p, m))) {
          // Its turn has come and a player is still in another event: this replay goes without it.
          const round = f.left;
          this.leaveOut(f, i, people);
          // Scan the round on from here, or the next round from its start once this one is done.
          i = f.left === round ? i - 1 : -1;
        } else {
          this.refused = null;
          this.taken(f, i, people, endOf(m));
          return { replay: m, people };
        }
      }
    }
    this.refused = { publishedMs: retryPublished, startMs: retryStart };
    return { retryAt: this.refused };
  }

  /** Is the person still in another event's draw? */
  private elsewhere(person: string, m: ReplayMatch): boolean {
    const e = this.inEvent.get(person);
    return e !== undefined && e.event !== eventOf(m);
  }

  /**
   * When a recording may start and when it may be published: nobody is named in an order of play
   * before their previous match in the draw is over.
   */
  private earliest(f: Track, people: readonly string[]): { startFrom: number; publishFrom: number } {
    let startFrom = f.openAt;
    let publishFrom = Math.max(f.publishAt, f.openAt);
    for (const p of people) {
      const inDraw = f.drawEnd.get(p) ?? Number.NEGATIVE_INFINITY;
      startFrom = Math.max(startFrom, (this.lastEnd.get(p) ?? Number.NEGATIVE_INFINITY) + this.rest);
      startFrom = Math.max(startFrom, inDraw + this.drawRest);
      publishFrom = Math.max(publishFrom, inDraw);
    }
    return { startFrom, publishFrom };
  }

  private taken(f: Track, at: number, people: readonly string[], endMs: number): void {
    const m = f.left[at];
    for (const p of people) {
      this.lastEnd.set(p, Math.max(this.lastEnd.get(p) ?? Number.NEGATIVE_INFINITY, endMs));
      f.drawEnd.set(p, endMs);
    }
    f.editionEnd = Math.max(f.editionEnd, endMs);
    f.left.splice(at, 1);
    // Whoever plays now is in this event until their last recording in this draw has been played.
    for (const p of people) {
      const later =
        f.left.filter((x) => this.peopleOf(x).includes(p)).length +
        f.edition.rounds
          .slice(f.round + 1)
          .reduce((n, r) => n + r.filter((x) => this.peopleOf(x).includes(p)).length, 0);
      const e = this.inEvent.get(p) ?? { event: eventOf(m), left: new Map<string, number>() };
      if (later > 0) e.left.set(f.edition.key, later);
      else e.left.delete(f.edition.key);
      if (e.left.size > 0) this.inEvent.set(p, e);
      else this.inEvent.delete(p);
    }
    this.roundMoved(f);
  }

  /** A recording left out of this replay: its people are one recording nearer the end of the draw. */
  private leaveOut(f: Track, at: number, people: readonly string[]): void {
    f.left.splice(at, 1);
    for (const p of people) {
      const e = this.inEvent.get(p);
      const n = e?.left.get(f.edition.key);
      if (!e || n === undefined) continue;
      if (n > 1) e.left.set(f.edition.key, n - 1);
      else e.left.delete(f.edition.key);
      if (e.left.size === 0) this.inEvent.delete(p);
    }
    this.roundMoved(f);
  }

  /** Once a round has all started (or been left out) the next may start; after the last, the next edition. */
  private roundMoved(f: Track): void {
    if (f.left.length > 0) return;
    if (f.round + 1 < f.edition.rounds.length) {
      f.round++;
      f.left = [...f.edition.rounds[f.round]];
      return;
    }
    // An edition whose every recording was left out keeps the gates of the one before it.
    this.offView.set(f.edition.tournament, Math.max(f.publishAt, f.editionEnd + this.windowMs));
    this.opened(f, Math.max(f.openAt, f.editionEnd + this.betweenEditions));
  }

  /**
   * Opens a track's next edition: the family's next one whose tournament is not being played on
   * another track, the first already off view by the time the track opens, else the one off view
   * soonest (its slots are published from then). The edition goes to the back of the family's queue.
   */
  private opened(f: Track, openAt: number): Track {
    const free = f.queue.filter((e) => this.offView.get(e.tournament) !== Number.POSITIVE_INFINITY);
    const offAt = (e: Edition) => this.offView.get(e.tournament) ?? Number.NEGATIVE_INFINITY;
    const edition =
      free.find((e) => offAt(e) <= openAt) ?? free.reduce((a, b) => (offAt(b) < offAt(a) ? b : a));
    f.queue.splice(f.queue.indexOf(edition), 1);
    f.queue.push(edition);
    f.publishAt = offAt(edition);
    this.offView.set(edition.tournament, Number.POSITIVE_INFINITY);
    f.edition = edition;
    f.round = 0;
    f.left = [...edition.rounds[0]];
    f.editionEnd = Number.NEGATIVE_INFINITY;
    f.openAt = openAt;
    f.drawEnd = new Map();
    return f;
  }

  private peopleOf(m: ReplayMatch): string[] {
    let known = this.people.get(m);
    if (!known) {
      known = peopleOf(m);
      this.people.set(m, known);
    }
    return known;
  }
}
