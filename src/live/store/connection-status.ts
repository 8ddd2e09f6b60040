/** How the feed connection stands, for the status strip. */
export interface FeedConnection {
  transport: 'native' | 'push' | 'none';
  state: 'idle' | 'connecting' | 'open' | 'backoff' | 'stopped';
  /** Why the feed stopped or backs off (a refusal code such as `upgrade_required`), else null. */
  reason: string | null;
  /** This tab holds the connection (`leader`), hears it from another tab (`follower`), or is alone. */
  role: 'leader' | 'follower' | 'solo';
  /** Signals the server says are active (from the `subscribed` ack). */
  signals: readonly string[];
  /** When the next attempt is due (ms), while backing off. */
  retryAt: number | null;
}

export const idleConnection: FeedConnection = {
  transport: 'none',
  state: 'idle',
  reason: null,
  role: 'solo',
  signals: [],
  retryAt: null,
};
