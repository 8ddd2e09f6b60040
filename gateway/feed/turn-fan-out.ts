import { type BrowserSubscription, type RoutedFrame, wants } from './browser-subscription';
import { type PreparedMessages, prepareMessages } from './prepared-message';

/** What the fan-out needs of a browser (`FeedBrowser`). */
export interface FanOutTarget {
  welcomed: boolean;
  sub: BrowserSubscription | null;
  /** Same topics and signals, same key: such browsers get the very same messages. */
  subKey: string;
  /** The fan-out's `mark` when it was welcomed: frames from there on are its. */
  welcomedMark: number;
  /** The fan-out's `mark` it has been written up to: frames from there on it is still owed. */
  sentMark: number;
  sendPrepared(messages: PreparedMessages): void;
}

/** A subscription's key: browsers that asked the same get the same frames. */
export function subscriptionKey(sub: BrowserSubscription): string {
  return `${[...sub.topics].sort().join(',')}|${[...sub.signals].sort().join(',')}`;
}

/**
 * Browsers written to before the fan-out lets the event loop run (and reads what arrived meanwhile):
 * at about 15 µs a socket write, a slice is some 4 ms. Written whole, 2,000 browsers held the loop
 * for the full fan-out, and with it the upstream socket and the Redis stream: an ingester published
 * a tick to the other instances only after writing its own browsers the last one.
 */
const SLICE_BROWSERS = 250;

export interface TurnFanOutOptions {
  /** Browsers written to between two turns of the event loop. */
  sliceBrowsers?: number;
  /** Where in the browsers a pass starts, in [0, 1) (injected by tests). */
  pick?: () => number;
}

/** A frame in the fan-out's log; the heartbeat goes to every browser, whatever it asked. */
type Logged = RoutedFrame & { text: string; everyone?: boolean };

/** One pass over the browsers, a slice at a time. */
interface Pass<T> {
  recipients: T[];
  start: number;
  /** How many of `recipients` were visited. */
  done: number;
  /** The mark when the pass began: by its end every browser has been written up to here. */
  began: number;
  /** Messages per subscription and range of frames, encoded once for all its browsers. */
  prepared: Map<string, PreparedMessages | null>;
}

/**
 * The hub's frames to every browser, as a log and passes over the browsers. A frame goes out at the
 * end of the event-loop turn it arrived in: a pass visits every browser (from one drawn at random:
 * the last of a thousand writes waits for the other 999, and no browser should be the one that
 * always waits) and writes it, in one socket write, every frame it is owed, filtered and encoded
 * once per subscription and range of frames (a desk's browsers mostly ask the same, so a thousand
 * of them cost one filter and one encoding instead of a thousand).
 *
 * A pass is written a slice of browsers at a time, the event loop running between slices, and
 * frames that arrive meanwhile join the pass: the browsers it has yet to visit get them in the same
 * write as the rest, and the ones it already wrote get them in a pass that follows at once (each
 * browser is owed the frames from its own mark, so each gets every frame once, in order). The
 * service writes a tick one frame per message, and a tick read in two parts 0.1-0.9 ms apart was
 * two whole fan-outs, the second waiting for the first to reach every browser: at 2,000 browsers
 * the second part's frames waited about 60 ms. Now they wait for the first pass's remainder and a
 * pass over the few browsers it had already written. Nothing is held for frames that may follow: a
 * desk of a few browsers, which a pass writes in one slice, gets each read as it comes (held 2 ms,
 * the dashboard's storm frame budget got worse: `docs/benchmarks.md`).
 */
export class TurnFanOut<T extends FanOutTarget> {
  /** Frames from mark `base` on: what some browser may still be owed. */
  private log: Logged[] = [];
  private base = 0;
  private pass: Pass<T> | null = null;
  /** A pass begins at the end of this event-loop turn. */
  private soon: NodeJS.Immediate | null = null;
  private stepper: NodeJS.Immediate | null = null;
  /** A heartbeat waiting for the next pass: its text is made when it joins the log. */
  private beat: (() => string) | null = null;
  private beatTimer: NodeJS.Timeout | null = null;
  private readonly sliceBrowsers: number;
  private readonly pick: () => number;

  constructor(
    private readonly recipients: () => Iterable<T>,
    options: TurnFanOutOptions = {},
  ) {
    this.sliceBrowsers = Math.max(1, options.sliceBrowsers ?? SLICE_BROWSERS);
    this.pick = options.pick ?? Math.random;
  }

  /** The index the next frame gets: a browser welcomed now is owed the frames from here. */
  get mark(): number {
    return this.base + this.log.length;
  }

  push(frame: RoutedFrame & { text: string }): void {
    this.log.push(frame);
    // A pass under way takes it to the browsers it has yet to visit, and a next pass to the others.
    if (!this.pass) this.soon ??= setImmediate(() => this.run());
  }

  /**
   * A heartbeat (the gateway's ping) for every browser the fan-out serves, carried by the next pass
   * within `withinMs`, or by a pass of its own then: riding with frames, it costs no socket write.
   */
  heartbeat(text: () => string, withinMs: number): void {
    this.beat = text;
    this.beatTimer ??= setTimeout(() => {
      this.beatTimer = null;
      this.logBeat();
      if (!this.pass) this.run();
    }, withinMs);
  }

  /** Sends everything now, in order (before a close, so an error frame still comes after it). */
  flush(): void {
    this.logBeat();
    if (!this.pass && this.owed()) this.begin();
    while (this.pass) this.write(Number.POSITIVE_INFINITY);
    this.clearTimers();
  }

  /** Begins a pass now and writes its first slice. */
  private run(): void {
    if (this.soon) clearImmediate(this.soon);
    this.soon = null;
    if (this.pass) return;
    this.begin();
    this.step();
  }

  /** Writes a slice, then lets the event loop run before the next. */
  private step(): void {
    this.stepper = null;
    this.write(this.sliceBrowsers);
    if (this.pass) this.stepper = setImmediate(() => this.step());
  }

  /** Frames were logged since the last pass began: some browser may be owed them. */
  private owed(): boolean {
    return this.log.length > 0;
  }

  /** A pass over the browsers there are now, from `start` (else one drawn at random). */
  private begin(start?: number): void {
    this.logBeat();
    const recipients = [...this.recipients()];
    const n = recipients.length;
    this.pass = {
      recipients,
      start: n === 0 ? 0 : start !== undefined ? start % n : Math.floor(this.pick() * n),
      done: 0,
      began: this.mark,
      prepared: new Map(),
    };
  }

  /** Writes the pass to up to `writes` more of its browsers (those owed nothing are passed over). */
  private write(writes: number): void {
    const p = this.pass;
    if (!p) return;
    const n = p.recipients.length;
    const to = this.mark;
    // Browsers side by side mostly share a subscription and a range: the last answer is reused.
    let lastFrom = -1;
    let lastSubKey = '';
    let messages: PreparedMessages | null = null;
    for (let written = 0; p.done < n && written < writes; p.done++) {
      const b = p.recipients[(p.start + p.done) % n];
      if (!b.welcomed || !b.sub) continue;
      const from = Math.max(b.sentMark, b.welcomedMark, this.base);
      if (from >= to) continue;
      b.sentMark = to;
      if (from !== lastFrom || b.subKey !== lastSubKey) {
        messages = this.prepared(p, b.sub, b.subKey, from, to);
        lastFrom = from;
        lastSubKey = b.subKey;
      }
      if (messages) {
        b.sendPrepared(messages);
        written++;
      }
    }
    if (p.done < n) return;
    // Every browser is written up to where the pass began; frames since are owed to those it wrote
    // before they came, so a next pass follows at once, from the same browser: those owed the most
    // come first, and while passes follow one another each browser is written once a pass, so no
    // frame waits longer than about one pass (from a new random start it could wait nearly two).
    this.pass = null;
    this.log = this.log.slice(p.began - this.base);
    this.base = p.began;
    if (this.mark > p.began) this.begin(p.start);
    else this.log = [];
  }

  /** A subscription's messages for frames `from` to `to` (marks), encoded once a pass; null for none. */
  private prepared(p: Pass<T>, sub: BrowserSubscription, subKey: string, from: number, to: number) {
    const key = `${from}-${to}|${subKey}`;
    let messages = p.prepared.get(key);
    if (messages === undefined) {
      const texts: Buffer[] = [];
      for (let i = from - this.base; i < to - this.base; i++) {
        const f = this.log[i];
        if (f.everyone || wants(sub, f)) texts.push(Buffer.from(f.text));
      }
      messages = texts.length > 0 ? prepareMessages(texts) : null;
      p.prepared.set(key, messages);
    }
    return messages;
  }

  /** The waiting heartbeat joins the log, after the frames already in it. */
  private logBeat(): void {
    if (!this.beat) return;
    const text = this.beat();
    this.beat = null;
    if (this.beatTimer) clearTimeout(this.beatTimer);
    this.beatTimer = null;
    this.log.push({ type: 'ping', matchId: null, text, everyone: true });
  }

  private clearTimers(): void {
    if (this.soon) clearImmediate(this.soon);
    if (this.stepper) clearImmediate(this.stepper);
    this.soon = this.stepper = null;
  }
}
