import {
  type AlertEvent,
  alertEvents,
  appearedLive,
  isMatchPoint,
  type MatchMoment,
  momentOf,
} from '../../contract/alerts/alert-events';
import { alertText } from '../../contract/alerts/alert-text';
import { ALERT_SETTLE_MS, CLOSED_APP_CHECK_FLOOR_MS } from '../../contract/alerts/alert-timing';
import type { Match } from '../../contract/match';
import type { Score } from '../../contract/score';
import { isNewerScore, isWithdrawnBy } from '../../contract/score-order';
import type { SourceFrame } from '../feed/feed-source';
import type { PushAlert } from './push-sender';
import type { StoredSubscription } from './push-store';

const DEFAULT_KINDS = ['on_court', 'set', 'result'];

/** What a subscription hears of: its follows, the kinds it chose. */
function follows(sub: StoredSubscription, m: MatchMoment): boolean {
  return (
    sub.follows.matches.includes(m.id) ||
    sub.follows.players.includes(m.players.p1.id) ||
    sub.follows.players.includes(m.players.p2.id)
  );
}
const wants = (sub: StoredSubscription, m: MatchMoment, event: AlertEvent) =>
  follows(sub, m) && (sub.kinds ?? DEFAULT_KINDS).includes(event.kind);

/** The push for one event and one subscription (spoiler-free matches without their score). */
function pushFor(sub: StoredSubscription, event: AlertEvent, m: MatchMoment): PushAlert {
  const text = alertText(event, m, !(sub.hidden ?? []).includes(m.id));
  return { matchId: m.id, title: text.title, body: text.body, urgent: isMatchPoint(m) };
}

/** New matches on the feed are looked up together, this long after the first (one list read). */
const LOOKUP_DEBOUNCE_MS = 2_000;
/** A match whose sets say it is over is read for its result; again this often while still live. */
const RESULT_RETRY_MS = 15_000;
const RESULT_ATTEMPTS = 8;
/** Good moments kept per match to roll back to after a withdrawal. */
const KEPT_MOMENTS = 8;

export interface PushWatcherDeps {
  subscriptions: () => Promise<StoredSubscription[]>;
  /** The live list (null when it could not be read: nothing is guessed). */
  readLive: () => Promise<Match[] | null>;
  /** One match, read for its result or its names. */
  readMatch: (id: number) => Promise<Match | null>;
  send: (sub: StoredSubscription, alert: PushAlert) => Promise<unknown>;
  /** Claims an event for this gateway instance (one push per event across instances). */
  claim: (key: string) => Promise<boolean>;
  /**
   * How long until the watcher reads the list itself again (for what the feed never says, and for
   * everything on a desk without the feed); `CLOSED_APP_CHECK_FLOOR_MS` when absent.
   */
  nextReadMs?: () => Promise<number>;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const setsToWin = (m: MatchMoment) => (m.format === 'BO5' ? 3 : m.format === 'BO3' ? 2 : null);
const isDecided = (m: MatchMoment) => {
  const need = setsToWin(m);
  return need !== null && !!m.score && Math.max(m.score.sets[0], m.score.sets[1]) >= need;
};

/**
 * Web Push from the gateway's one upstream feed (`FeedHub.watch`): each score frame of a match it
 * knows is compared with the last good one, and each followed event is pushed after
 * `ALERT_SETTLE_MS` unless a `score_withdrawn` took its state away meanwhile (a withdrawn state is
 * never pushed). The feed carries scores, not names or statuses, so the live list is read once as
 * the baseline, again (debounced) when a match the watcher does not know appears on the feed (it
 * came on court), on its own pace (`nextReadMs`) for what the feed never says, and whenever the
 * desk reads the whole list for a browser (`heard`); a match whose sets decide
 * it is read for its result.
 */
export class PushFeedWatcher {
  private readonly moments = new Map<number, MatchMoment>();
  /** Earlier good moments per match, oldest first: where a withdrawal rolls back to. */
  private readonly kept = new Map<number, MatchMoment[]>();
  private readonly withdrawn = new Map<number, Set<number>>();
  private readonly resultChecks = new Map<number, number>();
  private baseline = false;
  private lookup: unknown = null;
  private backstop: unknown = null;
  private readTurn = 0;
  private stopped = false;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly deps: PushWatcherDeps) {
    this.setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms).unref());
    this.clearTimer = deps.clearTimer ?? ((t) => clearTimeout(t as NodeJS.Timeout));
  }

  /** Reads the baseline list; frames before it only ask for it. */
  start(): Promise<void> {
    return this.refresh();
  }

  stop(): void {
    this.stopped = true;
    if (this.lookup) this.clearTimer(this.lookup);
    if (this.backstop) this.clearTimer(this.backstop);
    this.lookup = this.backstop = null;
  }

  /** A frame from the hub (already deduped there: a score arrives only when newer). */
  frame(f: SourceFrame): void {
    if (this.stopped || f.matchId === null) return;
    if (f.type === 'score') this.scoreFrame(f.matchId, f.frame.score as Score | undefined);
    else if (f.type === 'score_withdrawn')
      this.withdrawal(f.matchId, (f.frame.superseded_sequence as number | null | undefined) ?? null);
  }

  private scoreFrame(id: number, score: Score | undefined): void {
    if (!score) return;
    const was = this.moments.get(id);
    if (!was) {
      this.askLookup();
      return;
    }
    if (score.sequence !== null && this.withdrawn.get(id)?.has(score.sequence)) return;
    if (!isNewerScore(score, was.score)) return;
    const next: MatchMoment = { ...was, score };
    this.remember(id, was);
    this.moments.set(id, next);
    this.consider(alertEvents(was, next), next);
    if (was.status === 'live' && isDecided(next)) this.checkResult(id, 0);
  }

  private remember(id: number, moment: MatchMoment): void {
    const kept = this.kept.get(id) ?? [];
    kept.push(moment);
    if (kept.length > KEPT_MOMENTS) kept.shift();
    this.kept.set(id, kept);
  }

  /** The refused state never counts: the match goes back to its last good moment. */
  private withdrawal(id: number, superseded: number | null): void {
    if (superseded !== null) {
      const set = this.withdrawn.get(id) ?? new Set<number>();
      set.add(superseded);
      this.withdrawn.set(id, set);
    }
    const now = this.moments.get(id);
    if (!now?.score || !isWithdrawnBy(now.score, superseded)) return;
    const kept = this.kept.get(id) ?? [];
    let back = kept.pop();
    while (back?.score && isWithdrawnBy(back.score, superseded)) back = kept.pop();
    if (back) this.moments.set(id, back);
    else this.moments.delete(id);
  }

  private isGone(event: AlertEvent): boolean {
    const seq = event.sequence;
    if (seq === null) return false;
    if (this.withdrawn.get(event.matchId)?.has(seq)) return true;
    const now = this.moments.get(event.matchId)?.score?.sequence;
    // Rolled back below the state the event came from: the event never happened.
    return event.kind !== 'result' && typeof now === 'number' && now < seq;
  }

  private consider(events: AlertEvent[], moment: MatchMoment): void {
    for (const event of events)
      this.setTimer(() => {
        if (!this.stopped && !this.isGone(event)) void this.push(event, moment);
      }, ALERT_SETTLE_MS);
  }

  private async push(event: AlertEvent, m: MatchMoment): Promise<void> {
    const subs = (await this.deps.subscriptions()).filter((s) => wants(s, m, event));
    if (subs.length === 0 || !(await this.deps.claim(event.key))) return;
    await Promise.all(subs.map((s) => this.deps.send(s, pushFor(s, event, m)).catch(() => undefined)));
  }

  /** A match the watcher does not know is on the feed: read the list soon (one read for all). */
  private askLookup(): void {
    if (this.lookup || !this.baseline) return;
    this.lookup = this.setTimer(() => {
      this.lookup = null;
      void this.refresh();
    }, LOOKUP_DEBOUNCE_MS);
  }

  /** Reads a match whose sets decide it, until it reads completed (a few times at most). */
  private checkResult(id: number, attempt: number): void {
    if (this.resultChecks.has(id) && attempt === 0) return;
    this.resultChecks.set(id, attempt);
    this.setTimer(
      () => {
        const m = this.moments.get(id);
        // Stopped, or the deciding state was withdrawn meanwhile: nothing to read.
        if (this.stopped || !m || !isDecided(m)) return this.resultChecks.delete(id);
        void this.deps.readMatch(id).then((match) => {
          if (!match || this.stopped) return this.resultChecks.delete(id);
          const was = this.moments.get(id);
          const now = momentOf(match);
          if (now.status === 'live' && attempt + 1 < RESULT_ATTEMPTS)
            return this.checkResult(id, attempt + 1);
          this.resultChecks.delete(id);
          if (was && now.status !== 'live') this.left(id, was, now);
        });
      },
      attempt === 0 ? ALERT_SETTLE_MS : RESULT_RETRY_MS,
    );
  }

  /** A match's last word: its result when it was live and is followed. */
  private left(id: number, was: MatchMoment, now: MatchMoment): void {
    this.moments.delete(id);
    this.kept.delete(id);
    this.consider(alertEvents(was, now), now);
  }

  /**
   * The whole live list, read by the desk for a browser moments ago: taken as this watcher's own
   * read (no request of its own), and its next read waits again from now. On a desk without the
   * feed (a FREE key) these are what make alerts timely while anyone has a page open.
   */
  heard(list: Match[]): void {
    if (this.stopped || !this.baseline) return;
    void this.schedule();
    void this.apply(list);
  }

  private async schedule(): Promise<void> {
    const turn = ++this.readTurn;
    if (this.backstop) this.clearTimer(this.backstop);
    this.backstop = null;
    const ms = (await this.deps.nextReadMs?.().catch(() => null)) ?? CLOSED_APP_CHECK_FLOOR_MS;
    // Another schedule (a heard list, a read) came while this one waited for its pace.
    if (turn !== this.readTurn || this.stopped) return;
    this.backstop = this.setTimer(() => void this.refresh(), ms);
  }

  /** Reads the live list itself (the baseline, a lookup, or its paced read). */
  private async refresh(): Promise<void> {
    if (this.stopped) return;
    await this.schedule();
    const list = await this.deps.readLive();
    if (!list || this.stopped) return;
    await this.apply(list);
  }

  /**
   * One reading of the live list: the first is a baseline; later, a live match not known before came
   * on court, and a known live match that left the list is read once for its result.
   */
  private async apply(list: Match[]): Promise<void> {
    const first = !this.baseline;
    this.baseline = true;
    const seen = new Set<number>();
    for (const row of list) {
      const m = momentOf(row);
      seen.add(m.id);
      const was = this.moments.get(m.id);
      if (!was) {
        this.moments.set(m.id, m);
        if (!first && m.status === 'live') this.consider([appearedLive(m)], m);
      } else if (isNewerScore(m.score, was.score) && m.score?.sequence !== was.score?.sequence) {
        // The list is ahead of the feed (a frame the watcher missed): take it as the next moment.
        this.remember(m.id, was);
        this.moments.set(m.id, m);
        this.consider(alertEvents(was, m), m);
      }
    }
    if (first) return;
    const subs = await this.deps.subscriptions();
    for (const [id, was] of [...this.moments]) {
      if (seen.has(id) || this.resultChecks.has(id)) continue;
      if (was.status !== 'live' || !subs.some((s) => follows(s, was))) {
        this.moments.delete(id);
        this.kept.delete(id);
        continue;
      }
      const match = await this.deps.readMatch(id);
      if (match) this.left(id, was, momentOf(match));
      else this.moments.delete(id);
    }
  }
}
