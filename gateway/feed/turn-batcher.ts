/** Frames per message at most: one message is one task in the browser, and tasks must stay short. */
export const BATCH_MAX = 64;

/**
 * Text frames that reach the gateway in one turn of its event loop leave as one message, joined by
 * newlines (as the push feed batches): the service publishes in ticks, and a browser handed hundreds
 * of separate messages at once spends its main thread dispatching them. Nothing waits for a batch:
 * it goes out at the end of the turn its first frame arrived in.
 */
export function createTurnBatcher(send: (text: string) => void) {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    for (let i = 0; i < pending.length; i += BATCH_MAX) {
      const part = pending.slice(i, i + BATCH_MAX);
      send(part.length === 1 ? part[0] : part.join('\n'));
    }
    pending = [];
  };
  return {
    push(text: string): void {
      pending.push(text);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    /** Sends what is pending now (before a close, so an error frame still precedes it). */
    flush,
  };
}
