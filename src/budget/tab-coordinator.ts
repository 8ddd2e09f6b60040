import { type ChannelLike, soloLeader, type TabLeader } from '../lib/tab-leader';
import type { LivePoller } from './live-poller';
import { realTimers, type Timers } from './timers';

// Several tabs share one key's budget. The ledger itself is shared (localStorage behind a Web Lock,
// see request-budget.ts), and on top of that the leader tab (lib/tab-leader.ts, the tab that also
// runs the live feed) is the only one that polls; it posts each slate to the others over a
// BroadcastChannel. Every tab reports whether it is visible with a live view open, and the leader
// polls while any tab is. A message from another tab only updates this tab: it is never posted on.

/** Messages between tabs. */
export type TabMessage =
  | { type: 'presence'; tabId: string; active: boolean; at: number }
  | { type: 'slate'; tabId: string; at: number; data: unknown }
  | { type: 'budget'; tabId: string };

const PRESENCE_TTL_MS = 90_000;
/**
 * A busy tab changes the ledger many times a second (a trade grid's price reads); peers only need to
 * redraw a count, so this tab tells them at most once per window: at once if it has been quiet, else
 * once at the window's end.
 */
export const BUDGET_POST_WINDOW_MS = 250;

/** Wiring of one tab. */
export interface TabOptions {
  tabId: string;
  channel: ChannelLike;
  /** The tabs' election; without one every tab polls for itself (the shared ledger still caps the total). */
  leader?: TabLeader | null;
  poller: LivePoller;
  now: () => number;
  /** Timers for the budget post's window; the browser's by default. */
  timers?: Pick<Timers, 'setTimeout' | 'clearTimeout'>;
  /** A slate another tab fetched: write it into this tab's cache. */
  onSlate: (data: unknown, at: number) => void;
  /** Another tab changed the ledger: refresh this tab's budget display. */
  onBudgetChanged?: () => void;
}

/** One tab's side of the cross-tab protocol. */
export class TabCoordinator {
  private leader = false;
  private localActive = false;
  private readonly presence = new Map<string, { active: boolean; at: number }>();
  private readonly withdraw: () => void;
  private liveViewToken: (() => void) | null = null;
  private disposed = false;
  private lastSlate: { data: unknown; at: number } | null = null;
  private lastBudgetPost = Number.NEGATIVE_INFINITY;
  private budgetTimer: unknown = null;

  constructor(private readonly o: TabOptions) {
    o.poller.stop();
    o.channel.onmessage = (ev) => this.receive(ev.data as TabMessage);
    // Led until this tab closes (or `dispose`); the next tab in line then takes over.
    this.withdraw = (o.leader ?? soloLeader).whileLeader(() => {
      this.becomeLeader();
      return () => {
        this.leader = false;
        this.liveViewToken?.();
        this.liveViewToken = null;
        this.o.poller.stop();
      };
    });
  }

  get isLeader(): boolean {
    return this.leader;
  }

  /** This tab's page visibility and live-view state changed. */
  setActive(active: boolean): void {
    this.localActive = active;
    this.presence.set(this.o.tabId, { active, at: this.o.now() });
    this.post({ type: 'presence', tabId: this.o.tabId, active, at: this.o.now() });
    this.steer();
  }

  /**
   * The leader's poller fetched a slate: share it, if another tab has said it is there. Copying 500
   * matches into a channel nobody listens on was a visible share of a lone tab's poll; a tab that
   * appears later is sent the last slate when its presence arrives.
   */
  publishSlate(data: unknown, at: number): void {
    this.lastSlate = { data, at };
    if (this.hasPeers()) this.post({ type: 'slate', tabId: this.o.tabId, at, data });
  }

  /** This tab changed the shared ledger. */
  publishBudget(): void {
    if (this.budgetTimer) return;
    const wait = this.lastBudgetPost + BUDGET_POST_WINDOW_MS - this.o.now();
    if (wait <= 0) {
      this.postBudget();
      return;
    }
    this.budgetTimer = (this.o.timers ?? realTimers).setTimeout(() => {
      this.budgetTimer = null;
      this.postBudget();
    }, wait);
  }

  private postBudget(): void {
    this.lastBudgetPost = this.o.now();
    this.post({ type: 'budget', tabId: this.o.tabId });
  }

  /** Re-announces presence (call every ~30 s so a closed tab's entry expires). */
  heartbeat(): void {
    this.setActive(this.localActive);
  }

  dispose(): void {
    this.disposed = true;
    if (this.budgetTimer) (this.o.timers ?? realTimers).clearTimeout(this.budgetTimer);
    this.withdraw();
    this.o.poller.stop();
    this.o.channel.onmessage = null;
    this.o.channel.close();
  }

  private post(m: TabMessage): void {
    if (this.disposed) return;
    this.o.channel.postMessage(m);
  }

  private hasPeers(): boolean {
    for (const id of this.presence.keys()) if (id !== this.o.tabId) return true;
    return false;
  }

  private becomeLeader(): void {
    this.leader = true;
    this.o.poller.start();
    this.steer();
  }

  private receive(m: TabMessage): void {
    if (!m || m.tabId === this.o.tabId) return;
    if (m.type === 'presence') {
      const known = this.presence.has(m.tabId);
      this.presence.set(m.tabId, { active: m.active, at: m.at });
      if (!known && this.leader && this.lastSlate)
        this.post({ type: 'slate', tabId: this.o.tabId, ...this.lastSlate });
      this.steer();
    } else if (m.type === 'slate') {
      this.o.onSlate(m.data, m.at);
      this.o.poller.refreshedElsewhere(m.at);
    } else if (m.type === 'budget') {
      this.o.onBudgetChanged?.();
    }
  }

  /** The leader polls while any tab (itself included) is visible with a live view open. */
  private steer(): void {
    if (!this.leader) return;
    const now = this.o.now();
    let anyActive = this.localActive;
    for (const [id, p] of this.presence) {
      if (now - p.at > PRESENCE_TTL_MS && id !== this.o.tabId) this.presence.delete(id);
      else if (p.active) anyActive = true;
    }
    this.o.poller.setVisible(anyActive);
    if (anyActive && !this.liveViewToken) this.liveViewToken = this.o.poller.openLiveView();
    if (!anyActive && this.liveViewToken) {
      this.liveViewToken();
      this.liveViewToken = null;
    }
  }
}
