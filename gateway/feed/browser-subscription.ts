import { type ErrorFrame, LIVE_SCORES_TOPIC, SIGNALS, SubscribeFrame } from '../../contract/feed-frames';

/** What one browser asked the gateway's feed for; the hub filters every frame by it. */
export interface BrowserSubscription {
  topics: string[];
  /** `live-scores`: every match. */
  allLive: boolean;
  matchIds: Set<number>;
  /** The signals asked for that the upstream feed actually carries. */
  signals: Set<string>;
}

/** The subscribe frame the gateway's one upstream feed sends: every topic and signal there is. */
export const UPSTREAM_SUBSCRIPTION = { topics: [LIVE_SCORES_TOPIC], signals: [...SIGNALS] };

const STOPPAGE_PREFIXES = ['medical_timeout', 'trainer_called', 'toilet_break', 'stoppage', 'pause'];

/**
 * Reads a browser's frame as the service would (every client frame is a subscribe frame; keys other
 * than `topics`/`signals` are not read), so the browser meets the same refusals: `bad_json`, `no_topics`.
 * Signals the upstream did not grant are dropped, as the service drops signals a key lacks.
 */
export function readSubscription(text: string, granted: readonly string[]): BrowserSubscription | ErrorFrame {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { type: 'error', error: 'bad_json', detail: 'The frame is not JSON.' };
  }
  const frame = SubscribeFrame.safeParse(parsed);
  if (!frame.success)
    return {
      type: 'error',
      error: 'no_topics',
      detail: 'Send {"topics": ["live-scores" | "match:<id>", ...], "signals"?: [...]}.',
    };
  const topics = [...new Set(frame.data.topics)];
  const matchIds = new Set(
    topics.filter((t) => t.startsWith('match:')).map((t) => Number(t.slice('match:'.length))),
  );
  const signals = new Set((frame.data.signals ?? []).filter((s) => granted.includes(s)));
  return { topics, allLive: topics.includes(LIVE_SCORES_TOPIC), matchIds, signals };
}

/** The ack the service would have sent this browser: its topics, and only the signals active for it. */
export function ackFor(sub: BrowserSubscription, now: number): string {
  return JSON.stringify({
    type: 'subscribed',
    topics: sub.topics,
    signals: [...sub.signals],
    published_at: new Date(now).toISOString(),
  });
}

/** A data frame as the hub routes it: its type and match (frames without one reach nobody). */
export interface RoutedFrame {
  type: string;
  matchId: number | null;
}

/**
 * Whether a browser asked for a frame: its match is in the browser's topics, and the frame's family
 * is one the browser's signals open (score and `score_withdrawn` need none), exactly as the service's
 * own per-connection filter decides.
 */
export function wants(sub: BrowserSubscription, frame: RoutedFrame): boolean {
  if (frame.matchId === null) return false;
  if (!sub.allLive && !sub.matchIds.has(frame.matchId)) return false;
  const { type } = frame;
  if (type === 'score' || type === 'score_withdrawn') return true;
  if (type === 'point' || type === 'point_update') return sub.signals.has('points');
  if (type === 'break_point' || type === 'break_point_result') return sub.signals.has('break_point');
  if (STOPPAGE_PREFIXES.some((p) => type.startsWith(p))) return sub.signals.has('stoppages');
  return false;
}
