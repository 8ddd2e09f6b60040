import { EVENT_TYPES } from '../../contract/event';
import {
  matchChannel,
  POINT_SLATE_CHANNEL,
  parseChannel,
  pointMatchChannel,
  SIGNAL_SLATE_CHANNEL,
  SLATE_CHANNEL,
  signalMatchChannel,
  type WsTokenResponse,
} from '../../contract/push-feed';
import type { FeedEvent, FeedFamily } from '../feeds/hub';

/** What decides the channels of a key: only the point surface is switched server-side. */
export interface ChannelPolicy {
  pointsEnabled: boolean;
}

/** The `channels` vocabulary of GET /ws-token: only families that deliver for the key right now. */
export function channelVocabulary(policy: ChannelPolicy): WsTokenResponse['channels'] {
  return {
    match: 'match:{match_id}',
    slate: SLATE_CHANNEL,
    ...(policy.pointsEnabled
      ? { point_match: 'point:match:{match_id}', point_slate: POINT_SLATE_CHANNEL }
      : {}),
    signal_match: 'signal:match:{match_id}',
    signal_slate: SIGNAL_SLATE_CHANNEL,
  };
}

export type SubscribeVerdict = { ok: true } | { ok: false; code: 102 | 103; message: string };

/** Whether a key may subscribe: unknown names are 102, a family switched off is 103 (Centrifugo codes). */
export function maySubscribe(channel: string, policy: ChannelPolicy): SubscribeVerdict {
  const parsed = parseChannel(channel);
  if (!parsed) return { ok: false, code: 102, message: 'unknown channel' };
  if (parsed.family === 'point' && !policy.pointsEnabled)
    return { ok: false, code: 103, message: 'permission denied' };
  return { ok: true };
}

const SIGNAL_TYPES = new Set<string>(['break_point', 'break_point_result', 'divergence', ...EVENT_TYPES]);

// The frame type decides, not only the publisher's family tag: a score subscriber must never
// receive an event it did not ask for, whatever a publisher labels it.
function familyOf(event: FeedEvent): FeedFamily | null {
  const type = event.frame.type;
  // A withdrawal concerns the score state, so it travels with the score it supersedes.
  if (type === 'score' || type === 'score_withdrawn') return 'score';
  if (type === 'point' || type === 'point_update') return 'point';
  if (SIGNAL_TYPES.has(type)) return 'signal';
  // Control frames of the native socket (subscribed, ping, error) are not publications.
  return null;
}

/** The channels a hub event is published on: the match's channel and its family's slate. */
export function channelsOf(event: FeedEvent, policy: ChannelPolicy): string[] {
  switch (familyOf(event)) {
    case 'score':
      return [matchChannel(event.matchId), SLATE_CHANNEL];
    case 'point':
      return policy.pointsEnabled ? [pointMatchChannel(event.matchId), POINT_SLATE_CHANNEL] : [];
    case 'signal':
      return [signalMatchChannel(event.matchId), SIGNAL_SLATE_CHANNEL];
    default:
      return [];
  }
}
