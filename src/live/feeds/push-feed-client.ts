import type { Centrifuge, PublicationContext } from 'centrifuge';

// Loaded when the push feed starts: most sessions use the native feed, and `centrifuge` would
// otherwise be a sixth of the JavaScript the slate loads first.
type CentrifugeModule = typeof import('centrifuge');

import type { FeedFrame } from '../../../contract/feed-frames';
import { pushDataSchema, type WsTokenResponse } from '../../../contract/push-feed';
import type { FeedConnection } from '../store/connection-status';
import { failureOf } from '../sync/live-fetchers';

export interface PushFeedOptions {
  /** `GET /ws-token` through our API base (the gateway mints it server-side). */
  fetchToken: () => Promise<WsTokenResponse>;
  /** Which channels to join from the listed ones; default every slate-wide family listed. */
  pickChannels?: (channels: WsTokenResponse['channels']) => string[];
  onFrames: (frames: FeedFrame[]) => void;
  onStatus: (change: Partial<FeedConnection>) => void;
  /** The WebSocket constructor in Node (the `ws` package); browsers use their own. */
  websocket?: unknown;
  minReconnectDelay?: number;
}

/** Score, point and signal slates: the dashboard shows every live match. */
function slateChannels(channels: WsTokenResponse['channels']): string[] {
  return [channels.slate, channels.point_slate, channels.signal_slate].filter(
    (c): c is string => typeof c === 'string',
  );
}

/**
 * The push feed client on the official `centrifuge` package (Centrifugo protocol v2, JSON). The
 * token travels inside the connect frame; a fresh one is minted through `/ws-token` on every
 * reconnect, as the spec asks, and `centrifuge` re-subscribes the channels itself.
 */
export class PushFeedClient {
  private client: Centrifuge | null = null;
  private lib: CentrifugeModule | null = null;
  private stopped = true;

  constructor(private readonly options: PushFeedOptions) {}

  /** Mints the first token, opens `ws_url` and joins the channels. */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    const { onStatus } = this.options;
    onStatus({ transport: 'push', state: 'connecting', retryAt: null });
    let first: WsTokenResponse;
    try {
      first = await this.options.fetchToken();
    } catch (err) {
      this.stopped = true;
      const { status } = failureOf(err);
      onStatus({ state: 'stopped', reason: status ? `ws_token_${status}` : 'ws_token_failed' });
      return;
    }
    if (this.stopped) return;
    this.lib ??= await import('centrifuge');
    if (this.stopped) return;
    const { Centrifuge, connectingCodes } = this.lib;
    const client = new Centrifuge(first.ws_url, {
      token: first.token,
      getToken: () => this.freshToken(),
      websocket: this.options.websocket ?? null,
      minReconnectDelay: this.options.minReconnectDelay ?? 500,
    });
    this.client = client;
    client.on('connecting', (ctx) => {
      // Tokens are short-lived and the server closes around expiry: never reuse one on a reconnect.
      if (ctx.code !== connectingCodes.connectCalled) client.setToken('');
      onStatus({ state: 'connecting' });
    });
    client.on('connected', () => onStatus({ state: 'open', reason: null }));
    client.on('disconnected', (ctx) => {
      if (!this.stopped) onStatus({ state: 'stopped', reason: ctx.reason });
    });
    const pick = this.options.pickChannels ?? slateChannels;
    for (const channel of pick(first.channels)) {
      const sub = client.newSubscription(channel);
      sub.on('publication', (ctx) => this.publication(channel, ctx));
      sub.subscribe();
    }
    client.connect();
  }

  /** Disconnects for good. */
  stop(): void {
    this.stopped = true;
    this.client?.disconnect();
    this.client = null;
    this.options.onStatus({ state: 'stopped', reason: null });
  }

  private async freshToken(): Promise<string> {
    try {
      return (await this.options.fetchToken()).token;
    } catch (err) {
      // A refusal (401/403) ends the feed; anything else is transient and `centrifuge` retries.
      const { status } = failureOf(err);
      if ((status === 401 || status === 403) && this.lib)
        throw new this.lib.UnauthorizedError(`ws_token_${status}`);
      throw err;
    }
  }

  private publication(channel: string, ctx: PublicationContext): void {
    const schema = pushDataSchema(channel);
    const parsed = schema?.safeParse(ctx.data);
    if (parsed?.success) this.options.onFrames([parsed.data as FeedFrame]);
  }
}
