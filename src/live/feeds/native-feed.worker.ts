/// <reference lib="webworker" />
import { createFrameGatherer } from './frame-gatherer';
import type { FromFeedWorker, ToFeedWorker } from './feed-worker-protocol';
import { NativeFeedClient } from './native-feed-client';

// The native feed's socket lives here, off the page's thread: each message is parsed and checked
// against the contract here, and the page receives the checked frames gathered every few ms.

/** How long frames gather before they are posted; the page applies them on its next animation frame. */
const GATHER_MS = 8;

const post = (msg: FromFeedWorker) => self.postMessage(msg);
const gatherer = createFrameGatherer((frames) => post({ kind: 'frames', frames }), GATHER_MS);
let client: NativeFeedClient | null = null;

self.onmessage = (e: MessageEvent<ToFeedWorker>) => {
  const msg = e.data;
  if (msg.kind === 'start' && client === null) {
    client = new NativeFeedClient({
      url: () => msg.url,
      subscription: msg.subscription,
      silenceMs: msg.silenceMs,
      backoff: msg.backoff,
      onFrames: gatherer.push,
      onStatus(change) {
        gatherer.flush();
        post({ kind: 'status', change });
      },
    });
    client.start();
  } else if (msg.kind === 'stop') {
    client?.stop();
    client = null;
    gatherer.flush();
    self.close();
  }
};
