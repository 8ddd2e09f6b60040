import type { WebSocket } from 'ws';
import {
  closeCodeFor,
  type ErrorFrame,
  LIVE_SCORES_TOPIC,
  SIGNALS,
  SubscribeFrame,
} from '../../contract/feed-frames';
import type { FeedEvent } from './hub';

/** Client frames above this are refused (`bad_json`, close 1009): a subscribe frame is a few hundred bytes. */
export const MAX_CLIENT_FRAME_BYTES = 64 * 1024;
/** RFC 6455 "message too big". */
export const CLOSE_TOO_BIG = 1009;
/** Past this much unsent data, data frames are skipped (best effort, no replay). */
export const SOFT_BUFFER_BYTES = 1024 * 1024;
/** Past this, the consumer is too slow to keep: the socket is dropped so it cannot hold memory. */
export const HARD_BUFFER_BYTES = 8 * 1024 * 1024;

const STOPPAGE_PREFIXES = ['medical_timeout', 'trainer_called', 'toilet_break', 'stoppage', 'pause'];

/** One accepted native-feed socket: its key, its subscription and how it is refused. */
export class FeedConnection {
  topics: Set<string> | null = null;
  allLive = false;
  signals = new Set<string>();
  dropped = 0;
  private closed = false;

  constructor(
    readonly socket: WebSocket,
    readonly key: string,
    private readonly pointsEnabled: () => boolean,
  ) {}

  /** Handles one client frame; returns the ack to send, or null when the connection was refused. */
  onMessage(data: Buffer, isBinary: boolean, now: number): Record<string, unknown> | null {
    if (this.closed) return null;
    if (data.length > MAX_CLIENT_FRAME_BYTES) {
      // Not acceptable as sent (the spec's bad_json), closed with the WebSocket code for a message
      // too big (1009) rather than 1008 so a client can tell size from syntax.
      this.close(
        {
          type: 'error',
          error: 'bad_json',
          reason: 'frame_too_large',
          detail: `Frames are limited to ${MAX_CLIENT_FRAME_BYTES} bytes.`,
        },
        CLOSE_TOO_BIG,
      );
      return null;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(isBinary ? data.toString('utf8') : data.toString());
    } catch {
      return this.refuse({ type: 'error', error: 'bad_json', detail: 'The frame is not JSON.' });
    }
    // Every client frame is a subscribe frame: keys other than topics and signals (a `type` too) are not read.
    const frame = SubscribeFrame.safeParse(parsed);
    if (!frame.success)
      return this.refuse({
        type: 'error',
        error: 'no_topics',
        detail: 'Send {"topics": ["live-scores" | "match:<id>", ...], "signals"?: [...]}.',
      });
    const topics = [...new Set(frame.data.topics)];
    this.topics = new Set(topics);
    this.allLive = this.topics.has(LIVE_SCORES_TOPIC);
    const known = (SIGNALS as readonly string[]).filter((s) => s !== 'points' || this.pointsEnabled());
    this.signals = new Set((frame.data.signals ?? []).filter((s) => known.includes(s)));
    return {
      type: 'subscribed',
      topics,
      signals: [...this.signals],
      published_at: new Date(now).toISOString(),
    };
  }

  /** Whether this subscriber asked for the event: its topic, and the signal its family needs. */
  wants(event: FeedEvent): boolean {
    if (!this.topics || this.closed) return false;
    if (!this.allLive && !this.topics.has(`match:${event.matchId}`)) return false;
    if (event.family === 'score') return true;
    if (event.family === 'point') return this.signals.has('points');
    const type = event.frame.type;
    if (type === 'break_point' || type === 'break_point_result') return this.signals.has('break_point');
    if (STOPPAGE_PREFIXES.some((p) => type.startsWith(p))) return this.signals.has('stoppages');
    return false;
  }

  /** Sends a serialized data frame unless the consumer is too far behind. */
  deliver(json: string): void {
    const buffered = this.socket.bufferedAmount;
    if (buffered > HARD_BUFFER_BYTES) {
      this.closed = true;
      this.socket.terminate();
      return;
    }
    if (buffered > SOFT_BUFFER_BYTES) {
      this.dropped++;
      return;
    }
    this.socket.send(json);
  }

  /** Error frame, then the close code its error string calls for; the close reason repeats it. */
  refuse(frame: ErrorFrame): null {
    this.close(frame, closeCodeFor(frame.error));
    return null;
  }

  close(frame: ErrorFrame | null, code: number): void {
    if (this.closed) return;
    this.closed = true;
    sendThenClose(this.socket, frame, code);
  }

  get isClosed(): boolean {
    return this.closed;
  }
}

/** Sends the error frame (if any) and closes with the code; the reason repeats `reason` or `error`. */
export function sendThenClose(socket: WebSocket, frame: ErrorFrame | null, code: number): void {
  if (frame) socket.send(JSON.stringify(frame));
  socket.close(code, frame ? (frame.reason ?? frame.error) : 'normal');
}
