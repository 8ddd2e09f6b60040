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
 * How long a turn stays open after its first frame: none, it goes out at the end of the event-loop
 * turn. Held 2 ms, a tick that reached the gateway as two reads was one fan-out instead of two (one
 * gateway, 2,000 browsers on a quiet machine: p99 41.6 ms held, 63.7 ms not; two gateways on Redis
 * 30.4 and 37.5 ms), but each browser then took its frames in bigger bursts: `bench:ui`'s trade grid under the storm measured frame-to-paint p95 57.7-80.6 ms
 * with 12-43 long tasks held 2 ms, against 38.1 ms and 2 long tasks not held (same build, back to
 * back). The page's frame budget wins; the slices below keep the fan-out from holding the loop.
 */
export const TURN_WINDOW_MS = 0;

/**
 * Browsers written to before the fan-out lets the event loop run (and reads what arrived meanwhile):
 * at about 15 µs a socket write, a slice is some 4 ms. Written whole, 2,000 browsers held the loop
 * for the full fan-out, and with it the upstream socket and the Redis stream: an ingester published
 * a tick to the other instances only after writing its own browsers the last one.
 */
const SLICE_BROWSERS = 250;

export interface TurnFanOutOptions {
  /** How long a turn gathers frames after its first (0: to the end of the event-loop turn). */
  windowMs?: number;
  /** Browsers written to between two turns of the event loop. */
  sliceBrowsers?: number;
  /** Where in the browsers a turn starts, in [0, 1) (injected by tests). */
  pick?: () => number;
}

/** A turn being written, a slice of its browsers at a time. */
interface Sending<T> {
  frames: Array<RoutedFrame & { text: string }>;
  /** The fan-out's mark at the turn's first frame. */
  first: number;
  beat: string | null;
  prepared: Map<string, PreparedMessages | null>;
  recipients: T[];
  start: number;
  /** How many of `recipients` were written to. */
  done: number;
}

/**
 * The hub's frames of one turn (`windowMs` from its first frame), sent at its end: filtered, batched
 * (newline-joined, at most BATCH_MAX a message) and encoded once per distinct subscription, then
 * handed to every browser that shares it. A desk's browsers mostly ask the same, so a thousand of
 * them cost one filter and one encoding per turn instead of a thousand (`bench:gateway`). Each turn
 * starts at a browser drawn at random: the last of a thousand writes waits for the other 999, and no
 * browser should be the one that always waits (as the last to connect would be, in the set's order).
 * A turn is written a slice of browsers at a time; frames that arrive meanwhile make the next turn,
 * which starts once this one has reached every browser, so each browser gets the turns in order.
 */
export class TurnFanOut<T extends FanOutTarget> {
  private frames: Array<RoutedFrame & { text: string }> = [];
  private first = 0;
  private count = 0;
  /** A turn is gathering frames (its timer may have fired while another was being written). */
  private scheduled = false;
  /** When the gathering turn goes out (this clock: `performance.now()`), and its timer. */
  private due = 0;
  private timer: { timeout: NodeJS.Timeout } | { immediate: NodeJS.Immediate } | null = null;
  /** The gathering turn's time came while another was being written: it follows that one. */
  private waiting = false;
  private sending: Sending<T> | null = null;
  private stepper: NodeJS.Immediate | null = null;
  /** A heartbeat waiting for the next turn: its text is made when the turn goes out. */
  private beat: (() => string) | null = null;
  private readonly windowMs: number;
  private readonly sliceBrowsers: number;
  private readonly pick: () => number;

  constructor(
    private readonly recipients: () => Iterable<T>,
    options: TurnFanOutOptions = {},
  ) {
    this.windowMs = options.windowMs ?? 0;
    this.sliceBrowsers = Math.max(1, options.sliceBrowsers ?? SLICE_BROWSERS);
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

  /**
   * Sends everything now, in order: the rest of the turn being written, then the one gathering
   * (before a close, so an error frame still comes after it).
   */
  flush(): void {
    this.write(Number.POSITIVE_INFINITY);
    if (this.scheduled) {
      this.begin();
      this.write(Number.POSITIVE_INFINITY);
    }
    if (this.stepper) clearImmediate(this.stepper);
    this.stepper = null;
  }

  /** The gathering turn's time: it goes out now, or after the turn still being written. */
  private dueNow(): void {
    this.timer = null;
    if (this.sending) {
      this.waiting = true;
      return;
    }
    this.begin();
    this.step();
  }

  /** Writes a slice, then lets the event loop run before the next (or the waiting turn). */
  private step(): void {
    this.stepper = null;
    this.write(this.sliceBrowsers);
    if (!this.sending && this.waiting) this.begin();
    if (this.sending) this.stepper = setImmediate(() => this.step());
  }

  /** The gathering turn becomes the one being written. */
  private begin(): void {
    this.scheduled = false;
    this.waiting = false;
    this.cancel();
    const recipients = [...this.recipients()];
    this.sending = {
      frames: this.frames,
      first: this.first,
      beat: this.beat?.() ?? null,
      prepared: new Map(),
      recipients,
      start: recipients.length > 0 ? Math.floor(this.pick() * recipients.length) : 0,
      done: 0,
    };
    this.frames = [];
    this.beat = null;
  }

  /** Writes the turn being written to up to `browsers` more of its browsers. */
  private write(browsers: number): void {
    const s = this.sending;
    if (!s) return;
    const n = s.recipients.length;
    const end = Math.min(n, s.done + browsers);
    for (; s.done < end; s.done++) {
      const b = s.recipients[(s.start + s.done) % n];
      if (!b.welcomed || !b.sub) continue;
      // Welcomed during this turn: only the frames after its welcome, worked out for it alone.
      const from = Math.max(0, b.welcomedMark - s.first);
      let messages = from === 0 ? s.prepared.get(b.subKey) : undefined;
      if (messages === undefined) {
        const sub = b.sub;
        const texts = s.frames
          .slice(from)
          .filter((f) => wants(sub, f))
          .map((f) => f.text);
        if (s.beat !== null) texts.push(s.beat);
        messages = encode(texts);
        if (from === 0) s.prepared.set(b.subKey, messages);
      }
      if (messages) b.sendPrepared(messages);
    }
    if (s.done >= n) this.sending = null;
  }

  /** Makes the gathering turn go out within `ms` (sooner if it is already due sooner). */
  private schedule(ms: number): void {
    const due = performance.now() + ms;
    if (this.scheduled && this.due <= due) return;
    this.cancel();
    this.scheduled = true;
    this.due = due;
    this.timer =
      ms > 0
        ? { timeout: setTimeout(() => this.dueNow(), ms) }
        : { immediate: setImmediate(() => this.dueNow()) };
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
