/** The part of a WebSocket the feed clients use; the browser's WebSocket and `ws` both fit. */
export interface FeedSocket {
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number; reason: string }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** Opens a socket; tests in Node pass one built on the `ws` package. */
export type SocketFactory = (url: string) => FeedSocket;

export const browserSocket: SocketFactory = (url) => new WebSocket(url) as unknown as FeedSocket;

/** A message's text: browsers give strings, `ws` gives Buffers. */
export function messageText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  if (ArrayBuffer.isView(data)) return new TextDecoder().decode(data);
  return String(data);
}

/** The JSON objects of one message; tolerates newline-batched objects. */
export function parseMessage(text: string): unknown[] {
  try {
    return [JSON.parse(text)];
  } catch {
    const out: unknown[] = [];
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      try {
        out.push(JSON.parse(line));
      } catch {
        // A broken line is dropped; the next score frame self-corrects, points recover over REST.
      }
    }
    return out;
  }
}
