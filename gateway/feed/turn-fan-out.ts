import { type BrowserSubscription, type RoutedFrame, wants } from './browser-subscription';
import { BATCH_MAX } from './turn-batcher';

/** What the fan-out needs of a browser (`FeedBrowser`). */
export interface FanOutTarget {
  welcomed: boolean;
  sub: BrowserSubscription | null;
  /** Same topics and signals, same key: such browsers get the very same messages. */
  subKey: string;
  /** The fan-out's `mark` when it was welcomed: frames from there on are its. */
  welcomedMark: number;
  sendPrepared(messages: Buffer[]): void;
}

/** A subscription's key: browsers that asked the same get the same frames. */
export function subscriptionKey(sub: BrowserSubscription): string {
  return `${[...sub.topics].sort().join(',')}|${[...sub.signals].sort().join(',')}`;
}

/**
 * The hub's frames of one event-loop turn, sent at the end of it: filtered, batched (newline-joined,
 * at most BATCH_MAX a message) and encoded once per distinct subscription, then handed to every
 * browser that shares it. A desk's browsers mostly ask the same, so a thousand of them cost one
 * filter and one encoding per turn instead of a thousand (`bench:gateway`).
 */
export class TurnFanOut<T extends FanOutTarget> {
  private frames: Array<RoutedFrame & { text: string }> = [];
  private first = 0;
  private count = 0;
  private scheduled = false;

  constructor(private readonly recipients: () => Iterable<T>) {}

  /** The index the next frame gets: a browser welcomed now is owed the frames from here. */
  get mark(): number {
    return this.count;
  }

  push(frame: RoutedFrame & { text: string }): void {
    if (!this.scheduled) {
      this.scheduled = true;
      this.first = this.count;
      setImmediate(() => this.flush());
    }
    this.frames.push(frame);
    this.count++;
  }

  /** Sends what this turn holds now (before a close, so an error frame still comes after it). */
  flush(): void {
    if (!this.scheduled) return;
    this.scheduled = false;
    const frames = this.frames;
    this.frames = [];
    const prepared = new Map<string, Buffer[]>();
    for (const b of this.recipients()) {
      if (!b.welcomed || !b.sub) continue;
      // Welcomed during this turn: only the frames after its welcome, worked out for it alone.
      const from = Math.max(0, b.welcomedMark - this.first);
      let messages = from === 0 ? prepared.get(b.subKey) : undefined;
      if (!messages) {
        const sub = b.sub;
        messages = encode(frames.slice(from).filter((f) => wants(sub, f)));
        if (from === 0) prepared.set(b.subKey, messages);
      }
      if (messages.length > 0) b.sendPrepared(messages);
    }
  }
}

function encode(frames: Array<{ text: string }>): Buffer[] {
  const out: Buffer[] = [];
  for (let i = 0; i < frames.length; i += BATCH_MAX)
    out.push(
      Buffer.from(
        frames
          .slice(i, i + BATCH_MAX)
          .map((f) => f.text)
          .join('\n'),
      ),
    );
  return out;
}
