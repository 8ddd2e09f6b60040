import { afterEach, describe, expect, it, vi } from 'vitest';
import { installBrowserBudget, type SlateSink } from './browser-budget';

// The app's own wiring of budget and channel, on Node's BroadcastChannel (which delivers between
// instances in one process, like tabs of one browser). Another tab is played by a second channel.

const sink: SlateSink = { received: () => {}, failed: () => {}, stop: () => {} };

/** Every post on a `courtside` channel except the stand-in peer's. */
function recordPosts(peer: BroadcastChannel) {
  const posts: unknown[] = [];
  const post = BroadcastChannel.prototype.postMessage;
  vi.spyOn(BroadcastChannel.prototype, 'postMessage').mockImplementation(function (
    this: BroadcastChannel,
    message: unknown,
  ) {
    if (this !== peer) posts.push(message);
    post.call(this, message);
  });
  return posts;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the budget across tabs', () => {
  it("posts this tab's ledger changes, and never posts on a change another tab reported", async () => {
    // No service here: the first usage read fails at once, as it would offline.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const peer = new BroadcastChannel('courtside');
    const posts = recordPosts(peer);
    const tab = installBrowserBudget(sink);
    try {
      let heard = 0;
      const heardTwo = new Promise<void>((resolve) => {
        tab.budget.subscribe(() => {
          if (++heard === 2) resolve();
        });
      });
      peer.postMessage({ type: 'budget', tabId: 'other' });
      peer.postMessage({ type: 'budget', tabId: 'other' });
      // The second message arrives after anything the first one set off in this tab.
      await heardTwo;
      expect(posts).toEqual([]);

      await tab.budget.beforeRequest({ path: '/matches', exempt: false });
      expect(posts).toEqual([expect.objectContaining({ type: 'budget' })]);
    } finally {
      tab.dispose();
      peer.close();
    }
  });
});
