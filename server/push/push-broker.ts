import type { FeedEvent } from '../feeds/hub';
import { type ChannelPolicy, channelsOf } from './channels';
import type { Disconnect } from './protocol-codes';
import type { PushSession } from './push-session';

/** Channel → subscribed sessions; turns each hub event into publications on its channels. */
export class PushBroker {
  private readonly subscribers = new Map<string, Set<PushSession>>();
  readonly sessions = new Set<PushSession>();

  constructor(
    private readonly policy: () => ChannelPolicy,
    /** Maps a token subject to null (may use the feed now) or the close to send. */
    readonly authorize: (sub: string) => Disconnect | null,
  ) {}

  /**
   * Mid-stream loss of access (a revoked or downgraded key): every connected session whose key may
   * no longer use the feed is closed with the refusal a new connect would get. Returns how many.
   */
  enforceAccess(): number {
    let closed = 0;
    for (const session of [...this.sessions]) {
      const sub = session.subject;
      const refusal = sub === null ? null : this.authorize(sub);
      if (!refusal) continue;
      session.disconnect(refusal);
      this.sessions.delete(session);
      closed++;
    }
    return closed;
  }

  joined(session: PushSession, channel: string): void {
    let set = this.subscribers.get(channel);
    if (!set) {
      set = new Set();
      this.subscribers.set(channel, set);
    }
    set.add(session);
  }

  left(session: PushSession, channel: string): void {
    const set = this.subscribers.get(channel);
    if (!set) return;
    set.delete(session);
    if (set.size === 0) this.subscribers.delete(channel);
  }

  /** `pub.data` is the native frame itself, so both feeds parse with one schema. */
  published(event: FeedEvent): void {
    for (const channel of channelsOf(event, this.policy())) {
      for (const session of this.subscribers.get(channel) ?? []) session.publish(channel, event.frame);
    }
  }

  /** How many sessions hear a channel (tests and diagnostics). */
  audience(channel: string): number {
    return this.subscribers.get(channel)?.size ?? 0;
  }
}
