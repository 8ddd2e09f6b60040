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
 * How long a turn stays open after its first frame. The service writes a tick's frames one message
 * at a time, and about a quarter of its ticks reach the gateway as two reads 0.1–0.9 ms apart (31
 * live matches, `bench:gateway`'s service): turned out at once, the second read waits for the first
 * read's whole fan-out (2,000 socket writes) and then costs as many again. Held 2 ms, a tick is one
 * fan-out and one write per browser.
 */
export const TURN_WINDOW_MS = 2;

export interface TurnFanOutOptions {
  /** How long a turn gathers frames after its first (0: to the end of the event-loop turn). */
  windowMs?: number;
  /** Where in the browsers a turn starts, in [0, 1) (injected by tests). */
  pick?: () => number;
}

/**
 * The hub's frames of one turn (`windowMs` from its first frame), sent at its end: filtered, batched
 * (newline-joined, at most BATCH_MAX a message) and encoded once per distinct subscription, then
 * handed to every browser that shares it. A desk's browsers mostly ask the same, so a thousand of
 * them cost one filter and one encoding per turn instead of a thousand (`bench:gateway`). Each turn
 * starts at a browser drawn at random: the last of a thousand writes waits for the other 999, and no
 * browser should be the one that always waits (as the last to connect would be, in the set's order).
 */
export class TurnFanOut<T extends FanOutTarget> {
  private frames: Array<RoutedFrame & { text: string }> = [];
  private first = 0;
  private count = 0;
  private scheduled = false;
  /** When the scheduled turn goes out (this clock: `performance.now()`), and its timer. */
  private due = 0;
  private timer: { timeout: NodeJS.Timeout } | { immediate: NodeJS.Immediate } | null = null;
  /** A heartbeat waiting for the next turn: its text is made when the turn goes out. */
  private beat: (() => string) | null = null;
  private readonly windowMs: number;
  private readonly pick: () => number;

  constructor(
    private readonly recipients: () => Iterable<T>,
    options: TurnFanOutOptions = {},
  ) {
    this.windowMs = options.windowMs ?? 0;
    this.pick = options.pick ?? Math.random;
  }

  /** The index the next frame gets: a browser welcomed now is owed the frames from here. */
  get mark(): number {
    return this.count;
  }

  push(frame: RoutedFrame & { text: string }): void {
    if (!this.scheduled) this.first = this.count;
    this.schedule(this.windowMs);
    this.frames.push(frame);
    this.count++;
  }

  /**
   * A heartbeat (the gateway's ping) for every browser the fan-out serves, carried by the next turn
   * within `withinMs`, or by a turn of its own then: riding with frames, it costs no socket write.
   */
  heartbeat(text: () => string, withinMs: number): void {
    this.beat = text;
    this.schedule(withinMs);
  }

  /** Sends what this turn holds now (before a close, so an error frame still comes after it). */
  flush(): void {
    if (!this.scheduled) return;
    this.scheduled = false;
    this.cancel();
    const frames = this.frames;
    this.frames = [];
    const beat = this.beat?.() ?? null;
    this.beat = null;
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
        const texts = frames
          .slice(from)
          .filter((f) => wants(sub, f))
          .map((f) => f.text);
        if (beat !== null) texts.push(beat);
        messages = encode(texts);
        if (from === 0) prepared.set(b.subKey, messages);
      }
      if (messages) b.sendPrepared(messages);
    }
  }

  /** Makes the turn go out within `ms` (sooner if it is already due sooner). */
  private schedule(ms: number): void {
    const due = performance.now() + ms;
    if (this.scheduled && this.due <= due) return;
    this.cancel();
    this.scheduled = true;
    this.due = due;
    this.timer =
      ms > 0
        ? { timeout: setTimeout(() => this.flush(), ms) }
        : { immediate: setImmediate(() => this.flush()) };
  }

  private cancel(): void {
    if (this.timer === null) return;
    if ('timeout' in this.timer) clearTimeout(this.timer.timeout);
    else clearImmediate(this.timer.immediate);
    this.timer = null;
  }
}

/** The texts joined into messages of at most BATCH_MAX, framed once; null for none. */
function encode(texts: string[]): PreparedMessages | null {
  if (texts.length === 0) return null;
  const out: Buffer[] = [];
  for (let i = 0; i < texts.length; i += BATCH_MAX)
    out.push(Buffer.from(texts.slice(i, i + BATCH_MAX).join('\n')));
  return prepareMessages(out);
}
