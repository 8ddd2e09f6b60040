import { describe, expect, it, vi } from 'vitest';
import type { FeedFrame } from '../../../contract/feed-frames';
import type { FromFeedWorker, ToFeedWorker } from './feed-worker-protocol';
import { type FeedWorkerLike, WorkerFeedClient } from './worker-feed-client';

function fakeWorker() {
  const sent: ToFeedWorker[] = [];
  const worker: FeedWorkerLike & { say(msg: FromFeedWorker): void; sent: ToFeedWorker[] } = {
    onmessage: null,
    sent,
    postMessage: (msg) => sent.push(msg),
    terminate: vi.fn(),
    say(msg) {
      this.onmessage?.({ data: msg } as MessageEvent<FromFeedWorker>);
    },
  };
  return worker;
}

const subscription = { topics: ['live-scores'], signals: ['points'] };
const score = { type: 'score', match_id: 7 } as unknown as FeedFrame;

describe('WorkerFeedClient', () => {
  it('starts the worker on the page’s URL and passes on its frames and status', () => {
    const worker = fakeWorker();
    const onFrames = vi.fn();
    const onStatus = vi.fn();
    const client = new WorkerFeedClient({
      spawn: () => worker,
      url: 'ws://127.0.0.1/api/ws',
      subscription,
      onFrames,
      onStatus,
      silenceMs: 1000,
    });
    client.start();
    client.start();
    expect(worker.sent).toEqual([
      { kind: 'start', url: 'ws://127.0.0.1/api/ws', subscription, silenceMs: 1000, backoff: undefined },
    ]);
    worker.say({ kind: 'status', change: { state: 'open', signals: ['points'] } });
    worker.say({ kind: 'frames', frames: [score, score] });
    expect(onStatus).toHaveBeenCalledWith({ state: 'open', signals: ['points'] });
    expect(onFrames).toHaveBeenCalledWith([score, score]);
  });

  it('on stop tells the worker, reports the feed stopped and hears nothing more from it', () => {
    const worker = fakeWorker();
    const onFrames = vi.fn();
    const onStatus = vi.fn();
    const client = new WorkerFeedClient({
      spawn: () => worker,
      url: 'ws://x',
      subscription,
      onFrames,
      onStatus,
    });
    client.start();
    const listener = worker.onmessage;
    client.stop();
    expect(worker.sent.at(-1)).toEqual({ kind: 'stop' });
    expect(onStatus).toHaveBeenLastCalledWith({ state: 'stopped', reason: null, retryAt: null });
    listener?.({ data: { kind: 'frames', frames: [score] } } as MessageEvent<FromFeedWorker>);
    expect(onFrames).not.toHaveBeenCalled();
  });
});
