/** Where a delay line reads the hold: the current delay, and a way to hear that it changed. */
export interface DelaySource {
  delayMs(): number;
  subscribe(onChange: () => void): () => void;
}

export interface DelayLineOptions<T> {
  source: DelaySource;
  /** Receives due items in arrival order (several at once when they fall due together). */
  release(items: T[]): void;
  /** How many units an item counts for in `held()` (a batch of frames counts its frames). */
  weight?: (item: T) => number;
  /** Told the held count whenever it changes. */
  onHeldChanged?: (held: number) => void;
  now?: () => number;
}

interface Entry<T> {
  item: T;
  arrivedAt: number;
  releaseAt: number;
}

/**
 * Holds every item back by the delay read when it arrived, then releases it in arrival order; one
 * timer, set for the queue's head. With delay 0 and nothing queued an item goes straight through
 * (no timer, same call stack), so the zero-delay path is exactly the unheld one.
 *
 * Invariant: `releaseAt` never decreases along the queue, so only the head needs a timer. It holds
 * because a delay change moves every queued item to `min(releaseAt, arrivedAt + newDelay)`: lowering
 * releases what is now due, raising only holds what arrives next (data already waiting never waits
 * longer, and nothing shown is ever hidden again).
 */
export function createDelayLine<T>(options: DelayLineOptions<T>) {
  const now = options.now ?? (() => Date.now());
  const weight = options.weight ?? (() => 1);
  let queue: Entry<T>[] = [];
  let held = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const report = () => options.onHeldChanged?.(held);

  function releaseDue(): void {
    const t = now();
    let n = 0;
    while (n < queue.length && queue[n].releaseAt <= t) n++;
    if (n > 0) {
      const due = queue.slice(0, n);
      queue = queue.slice(n);
      for (const e of due) held -= weight(e.item);
      report();
      options.release(due.map((e) => e.item));
    }
    schedule();
  }

  function schedule(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (queue.length === 0) return;
    timer = setTimeout(releaseDue, Math.max(0, queue[0].releaseAt - now()));
  }

  const unsubscribe = options.source.subscribe(() => {
    if (queue.length === 0) return;
    const delay = Math.max(0, options.source.delayMs());
    for (const e of queue) e.releaseAt = Math.min(e.releaseAt, e.arrivedAt + delay);
    releaseDue();
  });

  return {
    /** An item arrived: hold it for the current delay (or pass it straight on at delay 0). */
    push(item: T): void {
      const delay = Math.max(0, options.source.delayMs());
      if (delay === 0 && queue.length === 0) {
        options.release([item]);
        return;
      }
      const t = now();
      queue.push({ item, arrivedAt: t, releaseAt: t + delay });
      held += weight(item);
      report();
      // At delay 0 behind a queue (possible only between a change and its notice) keep the order.
      if (delay === 0) releaseDue();
      else if (queue.length === 1) schedule();
    },
    /** Forget one held item (its reader went away); true when it was still held. */
    drop(item: T): boolean {
      const i = queue.findIndex((e) => e.item === item);
      if (i < 0) return false;
      held -= weight(queue[i].item);
      queue.splice(i, 1);
      report();
      if (i === 0) schedule();
      return true;
    },
    /** Units held right now. */
    held: () => held,
    /** Stop: clear the timer and drop what is held (the feed is going away). */
    dispose(): void {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
      timer = null;
      queue = [];
      held = 0;
      report();
    },
  };
}
