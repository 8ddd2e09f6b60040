import type { FeedFrame, SubscribeFrame } from '../../../contract/feed-frames';
import type { FeedConnection } from '../store/connection-status';
import type { FromFeedWorker, ToFeedWorker } from './feed-worker-protocol';
import type { BackoffConfig } from './reconnect-policy';

/** The part of a Worker the client uses (a test passes its own). */
export interface FeedWorkerLike {
  onmessage: ((ev: MessageEvent<FromFeedWorker>) => void) | null;
  postMessage(msg: ToFeedWorker): void;
  terminate(): void;
}

export interface WorkerFeedOptions {
  /** Starts the worker that owns the socket (`native-feed.worker.ts`). */
  spawn: () => FeedWorkerLike;
  url: string;
  subscription: SubscribeFrame;
  onFrames: (frames: FeedFrame[]) => void;
  onStatus: (change: Partial<FeedConnection>) => void;
  silenceMs?: number;
  backoff?: BackoffConfig;
}

/**
 * The native feed with its socket in a Web Worker (`native-feed.worker.ts` runs `NativeFeedClient`
 * there): parsing and the contract check of every message leave the page's thread, and frames come
 * back gathered, a few dozen messages a second instead of one per socket message. The same start and
 * stop as `NativeFeedClient`; what the page hears after `stop` is dropped.
 */
export class WorkerFeedClient {
  private worker: FeedWorkerLike | null = null;

  constructor(private readonly options: WorkerFeedOptions) {}

  start(): void {
    if (this.worker) return;
    const worker = this.options.spawn();
    this.worker = worker;
    worker.onmessage = (ev) => {
      if (worker !== this.worker) return;
      const msg = ev.data;
      if (msg.kind === 'frames') this.options.onFrames(msg.frames);
      else this.options.onStatus(msg.change);
    };
    const { url, subscription, silenceMs, backoff } = this.options;
    worker.postMessage({ kind: 'start', url, subscription, silenceMs, backoff });
  }

  /** Closes the socket normally (the worker then ends itself) and reports the feed stopped. */
  stop(): void {
    const worker = this.worker;
    this.worker = null;
    if (!worker) return;
    worker.onmessage = null;
    worker.postMessage({ kind: 'stop' });
    this.options.onStatus({ state: 'stopped', reason: null, retryAt: null });
  }
}
