import { z } from 'zod';
import {
  BreakPointFrame,
  BreakPointResultFrame,
  DivergenceFrame,
  PointFrame,
  PointUpdateFrame,
  ScoreFrame,
  ScoreWithdrawnFrame,
  StoppageFrame,
} from './feed-frames';

// The push feed speaks the Centrifugo client protocol v2 in JSON. Families are separate channels
// so a score subscriber never receives events it did not ask for.

/** Score channel of one match. */
export const matchChannel = (matchId: number) => `match:${matchId}` as const;
/** Every live score state. */
export const SLATE_CHANNEL = 'slate:all';
/** Per-point events of one match. */
export const pointMatchChannel = (matchId: number) => `point:match:${matchId}` as const;
/** Every per-point event. */
export const POINT_SLATE_CHANNEL = 'point:slate';
/** Signals (break points, divergence, stoppage family) of one match. */
export const signalMatchChannel = (matchId: number) => `signal:match:${matchId}` as const;
/** Every signal. */
export const SIGNAL_SLATE_CHANNEL = 'signal:slate';

/** Channel family and match id of a channel name, or null when the name is not ours. */
export function parseChannel(
  channel: string,
): { family: 'score' | 'point' | 'signal'; matchId: number | null } | null {
  const m = /^(?:(point|signal):)?(?:match:(\d+)|(slate:all|slate))$/.exec(channel);
  if (!m) return null;
  const family = (m[1] ?? 'score') as 'score' | 'point' | 'signal';
  // Score uses `slate:all`; the event families use bare `slate`.
  if (m[3] && (family === 'score') !== (m[3] === 'slate:all')) return null;
  return { family, matchId: m[2] ? Number(m[2]) : null };
}

// shape ours for the signal keys: the documents say "signal families" without naming the keys.
/** Channel vocabulary: only channels that deliver for the key right now are listed. */
export const WsChannels = z.looseObject({
  match: z.string(),
  slate: z.string(),
  point_match: z.string().optional(),
  point_slate: z.string().optional(),
  signal_match: z.string().optional(),
  signal_slate: z.string().optional(),
});

/** `GET /ws-token` (ULTRA): a short-lived token; mint a fresh one on every reconnect. */
export const WsTokenResponse = z.looseObject({
  token: z.string(),
  expires_in: z.int(),
  ws_url: z.string(),
  channels: WsChannels,
});
export type WsTokenResponse = z.infer<typeof WsTokenResponse>;

/** Client connect command; the token goes inside the frame, `id` 1. */
export const ConnectCommand = z.looseObject({ id: z.int(), connect: z.looseObject({ token: z.string() }) });
/** Client subscribe command, one per channel. */
export const SubscribeCommand = z.looseObject({
  id: z.int(),
  subscribe: z.looseObject({ channel: z.string() }),
});
/** Heartbeat both ways: an empty object, answered promptly with an empty object. */
export const Heartbeat = z.strictObject({});

/** Reply to a command: the same `id` with a result keyed by command, or an `error`. */
export const CommandReply = z.looseObject({
  id: z.int(),
  connect: z.looseObject({ client: z.string().optional() }).optional(),
  subscribe: z.looseObject({}).optional(),
  error: z.looseObject({ code: z.int(), message: z.string() }).optional(),
});

// shape ours: a withdrawal travels on the score channels, beside the state it supersedes ("the
// score_withdrawn frame as pushed"); it is no event, so the signal channels do not carry it.
/** Score channel payloads: score states and their withdrawals. */
export const ScorePushData = z.discriminatedUnion('type', [ScoreFrame, ScoreWithdrawnFrame]);
/** Point channel payloads. */
export const PointPushData = z.discriminatedUnion('type', [PointFrame, PointUpdateFrame]);
/** Signal channel payloads. */
export const SignalPushData = z.discriminatedUnion('type', [
  BreakPointFrame,
  BreakPointResultFrame,
  DivergenceFrame,
  StoppageFrame,
]);

/** A publication: `pub.data` is a frame of the channel's family. */
export const PushFrame = z.looseObject({
  push: z.looseObject({
    channel: z.string(),
    pub: z.looseObject({ data: z.unknown() }),
  }),
});
export type PushFrame = z.infer<typeof PushFrame>;

/** Any server message on the push socket. */
export const PushMessage = z.union([Heartbeat, PushFrame, CommandReply]);

/** Split a socket message into its newline-delimited JSON objects (messages may batch). */
export function splitBatch(message: string): unknown[] {
  return message
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as unknown);
}

/** Schema of `pub.data` for a channel, or null for a channel name this contract does not know. */
export function pushDataSchema(channel: string) {
  const parsed = parseChannel(channel);
  if (!parsed) return null;
  return parsed.family === 'score'
    ? ScorePushData
    : parsed.family === 'point'
      ? PointPushData
      : SignalPushData;
}
