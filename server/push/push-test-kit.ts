/* biome-ignore-all lint/suspicious/noExplicitAny: test helpers hand back parsed JSON */
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { PointFrame, ScoreFrame, StoppageFrame } from '../../contract/feed-frames';
import { splitBatch } from '../../contract/push-feed';
import { type ServiceConfig, testConfig } from '../config';
import { FeedHub } from '../feeds/hub';
import { accessPlugin } from '../plugins/access';
import { errorsPlugin } from '../plugins/errors';
import { registerPush } from '../routes/connection/register';
import { registerWebhooks } from '../routes/webhooks/register';
import { conforms, type Harness, harness } from '../test/harness';
import { type PushOptions, pushOptions } from './push-options';

/** A listening service: the push socket needs a real port, unlike the REST routes. */
export async function listeningService(
  opts: Partial<PushOptions> = {},
  cfg: Partial<ServiceConfig> = {},
): Promise<Harness & { base: string }> {
  // The publisher's own ticks are switched off so the only frames on the hub are the test's.
  const h = harness({ feedTickMs: 0, ...cfg });
  Object.assign(pushOptions(h.app), opts);
  const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...h, base: address };
}

/**
 * The push feed and webhooks alone (keys, hub, their routes) without the replayed world: transport
 * tests treat frames as opaque, and skipping the data load keeps them fast.
 */
export async function transportOnlyService(
  opts: Partial<PushOptions> = {},
  cfg: Partial<ServiceConfig> = {},
): Promise<{ app: FastifyInstance; base: string }> {
  const app = Fastify();
  errorsPlugin(app);
  accessPlugin(app, { now: () => Date.now(), windowScale: 1 });
  app.decorate('feedHub', new FeedHub());
  registerPush(app, testConfig(cfg));
  registerWebhooks(app, testConfig(cfg));
  Object.assign(pushOptions(app), opts);
  return { app, base: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

/** Frames as the publisher would emit them, built from the replayed real matches (not invented). */
export async function realFrames(h: Harness) {
  const live = await h.get('/matches?status=live&limit=50');
  const row = live.body.data.find((m: any) => m.score !== null);
  // An odd millisecond tells these frames from any the publisher sends for the same state.
  const now = new Date(h.clock.t + 777).toISOString();
  const score = conforms(ScoreFrame, {
    type: 'score',
    match_id: row.id,
    score: row.score,
    published_at: now,
  });
  const pts = await h.get(`/matches/${row.id}/points`);
  const point = conforms(PointFrame, {
    type: 'point',
    match_id: row.id,
    point: pts.body.points.at(-1),
    pbp_coverage: pts.body.pbp_coverage,
    quality: pts.body.quality,
    published_at: now,
  });
  const events = await h.get('/events?limit=1');
  const { id: _rowId, ...event } = events.body.data[0];
  const stoppage = conforms(StoppageFrame, { ...event, published_at: now });
  return { matchId: row.id as number, score, point, stoppage };
}

/** Only the frames a test published itself (marked by their `published_at`). */
export const ours = <T extends { published_at?: string }>(list: T[], marker: { published_at: string }) =>
  list.filter((f) => f.published_at === marker.published_at);

/** A raw protocol client: every received line is kept, in order, with the message it came in. */
export class RawPushClient {
  readonly ws: WebSocket;
  readonly messages: string[] = [];
  readonly lines: any[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: Array<() => void> = [];
  /** Answer server heartbeats like a well-behaved client. */
  answerPings = true;

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on('message', (data) => {
      const text = data.toString();
      this.messages.push(text);
      for (const line of splitBatch(text)) {
        this.lines.push(line);
        if (this.answerPings && Object.keys(line as object).length === 0) this.ws.send('{}');
      }
      this.wake();
    });
    this.ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
  }

  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.ws.readyState === WebSocket.OPEN) return resolve();
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
  }

  send(...commands: unknown[]): void {
    this.ws.send(commands.map((c) => (typeof c === 'string' ? c : JSON.stringify(c))).join('\n'));
  }

  /** Resolves with the first line matching, or rejects after `ms`. */
  async line(match: (l: any) => boolean, ms = 3000): Promise<any> {
    return this.until(() => this.lines.find(match), ms);
  }

  async closeEvent(ms = 3000): Promise<{ code: number; reason: string }> {
    return this.until(() => this.closed ?? undefined, ms);
  }

  private async until<T>(probe: () => T | undefined, ms: number): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const hit = probe();
      if (hit !== undefined) return hit;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; lines so far: ${JSON.stringify(this.lines).slice(0, 500)}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }
}
