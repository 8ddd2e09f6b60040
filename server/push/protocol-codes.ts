// Centrifugo client protocol v2 codes, as the official `centrifuge` client interprets them:
// reply errors below 100 or `temporary` are retried; 109 makes it fetch a fresh token; close codes
// 3000-3499 reconnect, 3500-3999 do not (centrifugal.dev, "Error and disconnect codes").

/** Errors carried in a command reply: `{id, error: {code, message}}`. */
export const REPLY_ERRORS = {
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  badRequest: { code: 107, message: 'bad request' },
  notAvailable: { code: 108, message: 'not available' },
  tokenExpired: { code: 109, message: 'token expired' },
} as const;

/** Close codes with their reasons; the client reconnects below 3500. */
export const DISCONNECTS = {
  shutdown: { code: 3001, reason: 'shutdown' },
  expired: { code: 3005, reason: 'connection expired' },
  slow: { code: 3008, reason: 'slow' },
  noPong: { code: 3012, reason: 'no pong' },
  invalidToken: { code: 3500, reason: 'invalid token' },
  badRequest: { code: 3501, reason: 'bad request' },
  stale: { code: 3502, reason: 'stale' },
  permissionDenied: { code: 3507, reason: 'permission denied' },
} as const;

export type Disconnect = (typeof DISCONNECTS)[keyof typeof DISCONNECTS];

/** Path of the push socket, as Centrifugo serves it. */
export const PUSH_PATH = '/connection/websocket';
/** Reported as the server `version` in connect replies: the spec revision the service follows. */
export const SERVER_VERSION = '1.13.4';

export type Params = Record<string, unknown>;
/** What a command leads to: a message to queue, a close, or nothing. */
export type Outcome = { send: Record<string, unknown> } | { close: Disconnect } | null;

export const reply = (id: number, body: Params): Outcome => ({ send: { id, ...body } });
export const fail = (id: number, error: { code: number; message: string }): Outcome => ({
  send: { id, error: { code: error.code, message: error.message } },
});
export const close = (d: Disconnect): Outcome => ({ close: d });
/** Methods of the protocol this service does not offer (no history, presence or RPC). */
export const UNAVAILABLE_METHODS = new Set(['presence', 'presence_stats', 'history', 'rpc', 'sub_refresh']);
