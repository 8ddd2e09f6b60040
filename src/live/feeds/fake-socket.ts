import type { FeedSocket } from './feed-socket';

/** A scripted socket for client unit tests: the test plays the server. */
export class FakeSocket implements FeedSocket {
  onopen: FeedSocket['onopen'] = null;
  onmessage: FeedSocket['onmessage'] = null;
  onclose: FeedSocket['onclose'] = null;
  onerror: FeedSocket['onerror'] = null;
  readonly sent: string[] = [];
  closedWith: number | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(data);
  }
  close(code = 1000): void {
    this.closedWith = code;
  }
  open(): void {
    this.onopen?.({});
  }
  receive(frame: unknown): void {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  serverClose(code: number, reason = ''): void {
    this.onclose?.({ code, reason });
  }
}
