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

/**
 * The JSON values of one message. A message is one frame (the native feed, from the service or the
 * gateway), or several frames one per line (the push protocol batches so). A batch is parsed as one
 * array: trying the whole text first made every batch fail once, building a SyntaxError, before the
 * lines were parsed, the largest script cost of the slate under a busy feed.
 */
export function parseMessage(text: string): unknown[] {
  if (!text.includes('\n')) return parseWhole(text);
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 1) return parseWhole(lines[0]);
  try {
    // Lines of one value printed over several lines never join into valid JSON (a comma lands after
    // an opening bracket or a colon), so this succeeds only when every line is a value of its own.
    return JSON.parse(`[${lines.join(',')}]`) as unknown[];
  } catch {
    // One value printed over several lines, or a broken line among good ones.
  }
  const whole = parseWhole(text);
  if (whole.length > 0) return whole;
  const out: unknown[] = [];
  for (const line of lines) out.push(...parseWhole(line));
  return out;
}

/** One JSON value, or nothing: a broken frame is dropped (the next score frame self-corrects, points recover over REST). */
function parseWhole(text: string): unknown[] {
  try {
    return [JSON.parse(text)];
  } catch {
    return [];
  }
}
