import type { MatchList } from '../../contract/match';
import { setRequestGate } from '../api/http';
import { listLiveMatches } from '../api/matches';
import { getUsage } from '../api/service';
import { appTabLeader, type ChannelLike, openAppChannel } from '../lib/tab-leader';
import {
  type LockManagerLike,
  localMutex,
  localStorageStore,
  memoryStore,
  webLocksMutex,
} from './budget-store';
import { LivePoller } from './live-poller';
import { RequestBudget } from './request-budget';
import { TabCoordinator } from './tab-coordinator';
import type { CoreTier } from './tier-limits';
import { realTimers } from './timers';
import { expectedVisibleMs, rememberVisibleDay } from './visible-history';

/** Everything the app holds of the budget: the gate, the poller and the cross-tab link. */
export interface BrowserBudget {
  budget: RequestBudget;
  poller: LivePoller;
  tabs: TabCoordinator;
  /**
   * Settles once the first `GET /usage` (quota-exempt) answered or failed: from then on the ledger
   * knows the key's tier, so a view above it shows its notice without asking (and spending) first.
   */
  ready: Promise<void>;
  /** A live view mounted (the slate, a match page); returns its unmount function. */
  openLiveView(): () => void;
  dispose(): void;
}

/** FREE day requests polling leaves for what the user opens by hand (a match page, a player). */
export const FREE_RESERVE = 5;

const USAGE_SYNC_MS = 10 * 60_000;
/** A usage read slower than this lets the views start on the tier the ledger last knew. */
const USAGE_WAIT_MS = 4_000;
const HEARTBEAT_MS = 30_000;

/**
 * Where a polled slate goes. The budget only plans and sends the poll; the app decides how the answer
 * reaches the views (app/budget-provider.tsx writes it into the query cache).
 */
export interface SlateSink {
  /** A slate from this tab's poll or from the leader tab. */
  received(list: MatchList): void;
  /** This tab's poll failed; the error is for the view to show. */
  failed(error: unknown): void;
  stop(): void;
}

/** Installs the request budget for the whole app; call once at start (the composition root). */
export function installBrowserBudget(slate: SlateSink, tier: CoreTier = 'free'): BrowserBudget {
  const storage = globalThis.localStorage;
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  const budget = new RequestBudget({
    tier,
    now: realTimers.now,
    store: storage ? localStorageStore(storage) : memoryStore(),
    mutex: locks ? webLocksMutex(locks) : localMutex(),
  });
  setRequestGate(budget);
  let tabs: TabCoordinator | null = null;
  const poller = new LivePoller({
    budget,
    timers: realTimers,
    expectedVisibleMs: expectedVisibleMs(storage, realTimers.now()),
    reserve: tier === 'free' ? FREE_RESERVE : 0,
    refresh: async () => {
      const list = await listLiveMatches().catch((err: unknown) => {
        slate.failed(err);
        throw err;
      });
      const at = realTimers.now();
      // After the watch-along hold, like the feed: a poll never shows a score ahead of the stream.
      slate.received(list);
      tabs?.publishSlate(list, at);
      rememberVisibleDay(storage, at, poller.visibleSpentMs());
    },
  });
  const channel: ChannelLike = openAppChannel('courtside') ?? {
    postMessage: () => undefined,
    onmessage: null,
    close: () => undefined,
  };
  tabs = new TabCoordinator({
    tabId: Math.random().toString(36).slice(2),
    channel,
    leader: appTabLeader(),
    poller,
    now: realTimers.now,
    onSlate: (data) => slate.received(data as MatchList),
    // Another tab's change refreshes this tab's display and goes no further (see subscribe below).
    onBudgetChanged: () => budget.notify('other-tab'),
  });
  const unsubscribe = budget.subscribe((from) => {
    if (from === 'this-tab') tabs?.publishBudget();
  });

  let views = 0;
  const visible = () => globalThis.document?.visibilityState !== 'hidden';
  const report = () => tabs?.setActive(visible() && views > 0);
  globalThis.document?.addEventListener('visibilitychange', report);
  const sync = () =>
    getUsage().then(
      (u) => budget.syncUsage(u),
      () => undefined,
    );
  const ready = Promise.race([sync(), new Promise<void>((resolve) => setTimeout(resolve, USAGE_WAIT_MS))]);
  const usageTimer = setInterval(() => void sync(), USAGE_SYNC_MS);
  const heartbeat = setInterval(() => tabs?.heartbeat(), HEARTBEAT_MS);

  return {
    budget,
    poller,
    tabs,
    ready,
    openLiveView() {
      views++;
      report();
      return () => {
        views = Math.max(0, views - 1);
        report();
      };
    },
    dispose() {
      clearInterval(usageTimer);
      clearInterval(heartbeat);
      globalThis.document?.removeEventListener('visibilitychange', report);
      unsubscribe();
      tabs?.dispose();
      slate.stop();
      setRequestGate(null);
    },
  };
}
