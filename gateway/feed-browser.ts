import WebSocket from 'ws';
import { closeCodeFor, type ErrorFrame } from '../contract/feed-frames';
import type { BrowserSubscription } from './browser-subscription';
import { createTurnBatcher } from './turn-batcher';

/** Past this much unsent data a browser's data frames are skipped (best effort, as the service does). */
const SOFT_BUFFER_BYTES = 1024 * 1024;
/** Past this the browser is too slow to keep: dropped, so one stalled tab cannot hold the desk's memory. */
const HARD_BUFFER_BYTES = 8 * 1024 * 1024;

/** One browser socket on `/api/ws`: its subscription, its batched sends and how it is closed. */
export class FeedBrowser {
  sub: BrowserSubscription | null = null;
  /** Acked and given the held state: live frames may flow to it. */
  welcomed = false;
  /** Data frames skipped because the browser fell behind. */
  skipped = 0;
  subKey = '';
  welcomedMark = 0;
  private closed = false;
  private readonly out = createTurnBatcher((text) => {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(text);
  });

  constructor(readonly socket: WebSocket) {}

  /** Queues a frame for this turn's message; data frames are skipped for a browser far behind. */
  send(text: string, opts: { data: boolean } = { data: true }): void {
    if (this.closed) return;
    const buffered = this.socket.bufferedAmount;
    if (buffered > HARD_BUFFER_BYTES) {
      this.closed = true;
      this.socket.terminate();
      return;
    }
    if (opts.data && buffered > SOFT_BUFFER_BYTES) {
      this.skipped++;
      return;
    }
    this.out.push(text);
  }

  /**
   * Messages the hub's fan-out prepared for every browser of this subscription (`turn-fan-out.ts`),
   * after whatever this browser was sent itself this turn (its ack, held scores, a ping).
   */
  sendPrepared(messages: Buffer[]): void {
    if (this.closed) return;
    const buffered = this.socket.bufferedAmount;
    if (buffered > HARD_BUFFER_BYTES) {
      this.closed = true;
      this.socket.terminate();
      return;
    }
    if (buffered > SOFT_BUFFER_BYTES) {
      this.skipped += messages.length;
      return;
    }
    this.out.flush();
    if (this.socket.readyState === WebSocket.OPEN)
      for (const m of messages) this.socket.send(m, { binary: false });
  }

  /** The service's refusal, said by the gateway: the error frame, then the close its error calls for. */
  refuse(frame: ErrorFrame): void {
    this.close(frame, closeCodeFor(frame.error), frame.reason ?? frame.error);
  }

  /** Sends what is pending, the error frame (if any), then closes with the code and reason. */
  close(frame: ErrorFrame | null, code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    if (frame) this.out.push(JSON.stringify(frame));
    this.out.flush();
    if (this.socket.readyState === WebSocket.OPEN) this.socket.close(code, reason);
  }

  get isClosed(): boolean {
    return this.closed;
  }
}
