import { type BrowserSubscription, type RoutedFrame, wants } from './browser-subscription';
import { type PreparedMessages, prepareMessages } from './prepared-message';
import { BATCH_MAX } from './turn-batcher';

/** What the fan-out needs of a browser (`FeedBrowser`). */
export interface FanOutTarget {
  welcomed: boolean;
  sub: BrowserSubscription | null;
  /** Same topics and signals, same key: such browsers get the very same messages. */
  subKey: string;
  /** The fan-out's `mark` when it was welcomed: frames from there on are its. */
  welcomedMark: number;
  sendPrepared(messages: PreparedMessages): void;
}

/** A subscription's key: browsers that asked the same get the same frames. */
export function subscriptionKey(sub: BrowserSubscription): string {
  return `${[...sub.topics].sort().join(',')}|${[...sub.signals].sort().join(',')}`;
}

/**
 * The hub's frames of one event-loop turn, sent at the end of it: filtered, batched (newline-joined,
 * at most BATCH_MAX a message) and encoded once per distinct subscription, then handed to every
 * browser that shares it. A desk's browsers mostly ask the same, so a thousand of them cost one
 * filter and one encoding per turn instead of a thousand (`bench:gateway`). Each turn starts at a
 * browser drawn at random: the last of a thousand writes waits for the other 999, and no browser
 * should be the one that always waits (as the last to connect would be, in the set's order).
 */
export class TurnFanOut<T extends FanOutTarget> {
  private frames: Array<RoutedFrame & { text: string }> = [];
  private first = 0;
  private count = 0;
  private scheduled = false;

  constructor(
    private readonly recipients: () => Iterable<T>,
    /** Where in the browsers a turn starts, in [0, 1) (injected by tests). */
    private readonly pick: () => number = Math.random,
  ) {}

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
    const prepared = new Map<string, PreparedMessages | null>();
    const recipients = [...this.recipients()];
    const start = recipients.length > 0 ? Math.floor(this.pick() * recipients.length) : 0;
    for (let i = 0; i < recipients.length; i++) {
      const b = recipients[(start + i) % recipients.length];
      if (!b.welcomed || !b.sub) continue;
      // Welcomed during this turn: only the frames after its welcome, worked out for it alone.
      const from = Math.max(0, b.welcomedMark - this.first);
      let messages = from === 0 ? prepared.get(b.subKey) : undefined;
      if (messages === undefined) {
        const sub = b.sub;
        messages = encode(frames.slice(from).filter((f) => wants(sub, f)));
        if (from === 0) prepared.set(b.subKey, messages);
      }
      if (messages) b.sendPrepared(messages);
    }
  }
}

/** The frames joined into messages of at most BATCH_MAX, framed once; null for none. */
function encode(frames: Array<{ text: string }>): PreparedMessages | null {
  if (frames.length === 0) return null;
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
  return prepareMessages(out);
}
