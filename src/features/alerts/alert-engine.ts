import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  type AlertEvent,
  type AlertKind,
  alertEvents,
  appearedLive,
  type MatchMoment,
  momentOf,
} from '../../../contract/alerts/alert-events';
import { ALERT_SETTLE_MS } from '../../../contract/alerts/alert-timing';
import type { MatchList } from '../../../contract/match';
import type { AlertSettings, FollowKey } from './alert-settings-store';
import { choicesFor } from './alert-settings-store';

/** Who the fan follows: the favourites' ids. */
export interface Follows {
  players: readonly number[];
  matches: readonly number[];
}

/** An event that passed every check, ready to be shown. */
export interface DueAlert {
  event: AlertEvent;
  moment: MatchMoment;
}

export interface AlertEngineDeps {
  queryClient: QueryClient;
  /** The cached live list the slate shows (written by the plan's polls and by the feed). */
  listKey: QueryKey;
  follows: () => Follows;
  settings: () => AlertSettings;
  /** True when the store refused this score sequence (withdrawn): nothing derived from it is shown. */
  withdrawn: (matchId: number, sequence: number) => boolean;
  /** A followed match left the live list: its state now (null when unknown or merged away). */
  readMatch: (matchId: number) => Promise<MatchMoment | null>;
  /** Claims the event for this tab (one tab per event); resolves false when another tab has it. */
  claim: (key: string) => Promise<boolean>;
  deliver: (alert: DueAlert) => void;
  /** How long an event waits before it is shown, so a withdrawal that follows its frame can drop it. */
  settleMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
}

/** The kinds this match's follows ask for (the union of the match's and its players' choices). */
function wantedKinds(m: MatchMoment, follows: Follows, settings: AlertSettings): Set<AlertKind> {
  const keys: FollowKey[] = [];
  if (follows.matches.includes(m.id)) keys.push(`m:${m.id}`);
  for (const p of [m.players.p1.id, m.players.p2.id]) if (follows.players.includes(p)) keys.push(`p:${p}`);
  const kinds = new Set<AlertKind>();
  for (const key of keys)
    for (const [kind, on] of Object.entries(choicesFor(settings, key))) if (on) kinds.add(kind as AlertKind);
  return kinds;
}

/**
 * Watches the cached live list and turns changes of followed matches into alerts. The list in the
 * cache is what the slate shows: polls and feed scores reach it only after the watch-along hold, so
 * an alert waits the fan's delay with the score it speaks of. The first list seen is a baseline
 * (opening the app is not news); a match that later appears live came on court, one that leaves is
 * read once to learn its result. Each event then waits `settleMs` and is dropped if its score was
 * withdrawn or rolled back meanwhile, and is shown by the one tab that claims it.
 */
export function createAlertEngine(deps: AlertEngineDeps): () => void {
  const settleMs = deps.settleMs ?? ALERT_SETTLE_MS;
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const listHash = hashKey(deps.listKey);
  let previous: Map<number, MatchMoment> | null = null;
  let lastData: unknown = null;
  let stopped = false;

  const currentSequence = (matchId: number): number | null | undefined => {
    const list = deps.queryClient.getQueryData<MatchList>(deps.listKey);
    const row = list?.data?.find((m) => m.id === matchId);
    return row ? (row.score?.sequence ?? null) : undefined;
  };

  function settle(event: AlertEvent, moment: MatchMoment): void {
    setTimer(() => {
      if (stopped) return;
      const seq = event.sequence;
      if (seq !== null) {
        if (deps.withdrawn(event.matchId, seq)) return;
        const now = currentSequence(event.matchId);
        // Rolled back below the state the event came from: the event never happened.
        if (event.kind !== 'result' && typeof now === 'number' && now < seq) return;
      }
      void deps.claim(event.key).then((mine) => {
        if (mine && !stopped) deps.deliver({ event, moment });
      });
    }, settleMs);
  }

  function consider(events: AlertEvent[], moment: MatchMoment): void {
    if (events.length === 0) return;
    const wanted = wantedKinds(moment, deps.follows(), deps.settings());
    for (const event of events) if (wanted.has(event.kind)) settle(event, moment);
  }

  function listChanged(list: MatchList | undefined): void {
    if (!list || !Array.isArray(list.data) || list === lastData) return;
    lastData = list;
    const next = new Map<number, MatchMoment>();
    for (const m of list.data) next.set(m.id, momentOf(m));
    const before = previous;
    previous = next;
    if (!before) return;
    for (const [id, moment] of next) {
      const was = before.get(id);
      if (!was) {
        if (moment.status === 'live') consider([appearedLive(moment)], moment);
        continue;
      }
      consider(alertEvents(was, moment), moment);
    }
    for (const [id, was] of before) {
      if (next.has(id) || wantedKinds(was, deps.follows(), deps.settings()).size === 0) continue;
      void deps.readMatch(id).then((now) => {
        if (now && !stopped) consider(alertEvents(was, now), now);
      });
    }
  }

  const cache = deps.queryClient.getQueryCache();
  listChanged(deps.queryClient.getQueryData<MatchList>(deps.listKey));
  const unsubscribe = cache.subscribe((e) => {
    if (e.type !== 'updated' || e.query.queryHash !== listHash) return;
    listChanged(e.query.state.data as MatchList | undefined);
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
