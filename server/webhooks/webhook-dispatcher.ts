import type { CreateWebhookBody } from '../../contract/webhooks';
import type { FeedEvent } from '../feeds/hub';
import { deliver } from './webhook-delivery';
import type { StoredWebhook, WebhookStore } from './webhook-store';

/** Consecutive failures that disable a webhook (live-surface.md, Limits). */
export const DISABLE_AFTER_FAILURES = 25;

type Subscription = CreateWebhookBody['events'][number];

// Frame type → the registration event that asks for it. `X-SVC-Event` names only score,
// break_point, break_point_result and point: other frames (withdrawals, stoppages, point
// updates) are not webhook deliveries.
const SUBSCRIPTION_OF: Record<string, Subscription> = {
  score: 'score',
  break_point: 'break_point',
  break_point_result: 'break_point',
  point: 'point',
};

/** Sends every hub frame to the enabled webhooks that asked for it and keeps their health. */
export class WebhookDispatcher {
  /** Deliveries in flight (tests wait on them; shutdown does not need to). */
  readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly store: WebhookStore,
    private readonly opts: { pointsEnabled: () => boolean; now: () => number; timeoutMs?: () => number },
  ) {}

  published(event: FeedEvent): void {
    const type = event.frame.type;
    const wanted = SUBSCRIPTION_OF[type];
    if (!wanted || (wanted === 'point' && !this.opts.pointsEnabled())) return;
    for (const hook of this.store.enabled()) {
      if (!hook.events.includes(wanted)) continue;
      const p = this.attempt(hook, type, event.frame).finally(() => this.inFlight.delete(p));
      this.inFlight.add(p);
    }
  }

  private async attempt(hook: StoredWebhook, type: string, frame: unknown): Promise<void> {
    const result = await deliver(hook, type, frame, {
      nowMs: this.opts.now(),
      timeoutMs: this.opts.timeoutMs?.(),
    });
    // Deleted or already disabled meanwhile: its record no longer moves.
    if (!this.store.has(hook) || !hook.enabled) return;
    if (result.ok) {
      hook.consecutiveFailures = 0;
      hook.lastDeliveryAt = new Date(this.opts.now()).toISOString();
      return;
    }
    hook.consecutiveFailures += 1;
    hook.lastError = result.error;
    // Only delete and re-register resumes delivery (live-surface.md, States and transitions).
    if (hook.consecutiveFailures >= DISABLE_AFTER_FAILURES) hook.enabled = false;
  }
}
