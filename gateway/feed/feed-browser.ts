import WebSocket from 'ws';
import { closeCodeFor, type ErrorFrame } from '../../contract/feed-frames';
import type { BrowserSubscription } from './browser-subscription';
import { type PreparedMessages, prepareMessages, writePrepared } from './prepared-message';
import { createTurnBatcher } from './turn-batcher';

/**
 * Past this much unsent data a browser is too slow for the feed: rather than skip frames (a hole
 * it would have to find) or queue without end (memory, and a stall that other browsers' sends
 * would share), it is closed with 1013 (try again later) and resyncs on reconnecting: the held
 * scores, then live frames, its own reads for any point it missed.
 */
export const SLOW_BUFFER_BYTES = 1024 * 1024;
/** The close a browser gets when it falls that far behind. */
export const SLOW_CLOSE = { code: 1013, reason: 'slow_client' } as const;

/** One browser socket on `/api/ws`: its subscription, its gathered sends and how it is closed. */
export class FeedBrowser {
  sub: BrowserSubscription | null = null;
  /** Acked and given the held state: live frames may flow to it. */
  welcomed = false;
  subKey = '';
  welcomedMark = 0;
  sentMark = 0;
  private closed = false;
  private readonly out = createTurnBatcher((texts) =>
    writePrepared(this.socket, prepareMessages(texts.map((t) => Buffer.from(t)))),
  );

  constructor(readonly socket: WebSocket) {}

  /** Queues a frame for this turn's write (a browser far behind is sent to resync instead). */
  send(text: string): void {
    if (this.closed || this.tooSlow()) return;
    this.out.push(text);
  }

  /**
   * Messages the hub's fan-out prepared for every browser of this subscription (`turn-fan-out.ts`),
   * after whatever this browser was sent itself this turn (its ack, held scores, a ping).
   */
  sendPrepared(messages: PreparedMessages): void {
    if (this.closed || this.tooSlow()) return;
    this.out.flush();
    writePrepared(this.socket, messages);
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

  /** Backpressure: what this socket has not yet handed to the network decides, before each write. */
  private tooSlow(): boolean {
    if (this.socket.bufferedAmount <= SLOW_BUFFER_BYTES) return false;
    this.closed = true;
    // The close frame waits behind what is queued; a browser that reads nothing at all is cut off
    // by the socket's own close timeout.
    if (this.socket.readyState === WebSocket.OPEN) this.socket.close(SLOW_CLOSE.code, SLOW_CLOSE.reason);
    return true;
  }

  get isClosed(): boolean {
    return this.closed;
  }
}
