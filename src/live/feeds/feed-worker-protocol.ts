import type { FeedFrame, SubscribeFrame } from '../../../contract/feed-frames';
import type { FeedConnection } from '../store/connection-status';
import type { BackoffConfig } from './reconnect-policy';

/** What the page tells the feed worker. */
export type ToFeedWorker =
  | {
      kind: 'start';
      /** The feed URL, worked out on the page (a worker's location is its script's, not the page's). */
      url: string;
      subscription: SubscribeFrame;
      silenceMs?: number;
      backoff?: BackoffConfig;
    }
  | { kind: 'stop' };

/** What the feed worker tells the page: checked frames gathered into one message, and status changes. */
export type FromFeedWorker =
  | { kind: 'frames'; frames: FeedFrame[] }
  | { kind: 'status'; change: Partial<FeedConnection> };
