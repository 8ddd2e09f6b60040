import type { ChannelLike, LockManagerLike } from '../lib/tab-leader';

// In-process stand-ins for `navigator.locks` and BroadcastChannel, so two "tabs" can run in one test.

/** A Web Locks stand-in: exclusive locks by name, granted in request order. */
export function fakeLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, cb: () => Promise<T> | T): Promise<T> {
      const prev = tails.get(name) ?? Promise.resolve();
      const result = prev.then(() => cb());
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
}

/** A BroadcastChannel stand-in: a message reaches every other member, asynchronously, never the sender. */
export function fakeChannelHub(): () => ChannelLike {
  const members = new Set<ChannelLike>();
  return () => {
    const ch: ChannelLike = {
      onmessage: null,
      postMessage(message) {
        for (const m of members) {
          if (m !== ch) queueMicrotask(() => m.onmessage?.({ data: structuredClone(message) }));
        }
      },
      close() {
        members.delete(ch);
      },
    };
    members.add(ch);
    return ch;
  };
}
