import {
  type AlertEvent,
  alertEvents,
  appearedLive,
  isMatchPoint,
  type MatchMoment,
  momentOf,
} from '../../contract/alerts/alert-events';
import { alertText } from '../../contract/alerts/alert-text';
import type { Match } from '../../contract/match';
import type { PushAlert } from './push-sender';
import type { StoredSubscription } from './push-store';

/** What a subscription hears of: its follows, the kinds it chose, never a hidden match's score. */
function wants(sub: StoredSubscription, m: MatchMoment, event: AlertEvent): boolean {
  const follows =
    sub.follows.matches.includes(m.id) ||
    sub.follows.players.includes(m.players.p1.id) ||
    sub.follows.players.includes(m.players.p2.id);
  return follows && (sub.kinds ?? DEFAULT_KINDS).includes(event.kind);
}

const DEFAULT_KINDS = ['on_court', 'set', 'result'];

/** The push for one event and one subscription (spoiler-free matches without their score). */
function pushFor(sub: StoredSubscription, event: AlertEvent, m: MatchMoment): PushAlert {
  const text = alertText(event, m, !(sub.hidden ?? []).includes(m.id));
  return { matchId: m.id, title: text.title, body: text.body, urgent: isMatchPoint(m) };
}

export interface PushWatcherDeps {
  subscriptions: () => Promise<StoredSubscription[]>;
  /** The live list (null when it could not be read: the tick is skipped, nothing is guessed). */
  readLive: () => Promise<Match[] | null>;
  /** A followed match that left the live list, read once for its result. */
  readMatch: (id: number) => Promise<Match | null>;
  send: (sub: StoredSubscription, alert: PushAlert) => Promise<unknown>;
}

/**
 * One step of watching for the subscribers: reads the live list (only while someone subscribes),
 * compares it with the last, and pushes each event to the subscriptions that follow it. The first
 * list is a baseline. Returns the state for the next step.
 */
export async function pushStep(
  deps: PushWatcherDeps,
  previous: Map<number, MatchMoment> | null,
): Promise<Map<number, MatchMoment> | null> {
  const subs = await deps.subscriptions();
  if (subs.length === 0) return null;
  const list = await deps.readLive();
  if (!list) return previous;
  const next = new Map(list.map((m) => [m.id, momentOf(m)]));
  if (!previous) return next;
  const found: [AlertEvent, MatchMoment][] = [];
  for (const [id, m] of next) {
    const was = previous.get(id);
    if (!was) {
      if (m.status === 'live') found.push([appearedLive(m), m]);
    } else for (const e of alertEvents(was, m)) found.push([e, m]);
  }
  for (const [id, was] of previous) {
    if (
      next.has(id) ||
      !subs.some((s) => wants(s, was, { key: '', kind: 'result', matchId: id, sequence: null }))
    )
      continue;
    const now = await deps.readMatch(id);
    if (now) for (const e of alertEvents(was, momentOf(now))) found.push([e, momentOf(now)]);
  }
  const sends: Promise<unknown>[] = [];
  for (const [event, m] of found)
    for (const sub of subs) if (wants(sub, m, event)) sends.push(deps.send(sub, pushFor(sub, event, m)));
  await Promise.all(sends);
  return next;
}
