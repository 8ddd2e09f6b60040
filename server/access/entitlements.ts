import { type KeyRecord, type Tier, tierAtLeast } from './keys';

/**
 * What a route needs. Core tiers are cumulative; the history surfaces also open to the
 * standalone history plans (history-surface.md, Authentication).
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'tier'; tier: Tier; usageExempt?: boolean }
  /** Completed/cancelled listings, tape, coverage, status-history, archive reads, h2h. */
  | { kind: 'history' }
  /** Archive tape: core ULTRA or any history plan; BASIC and PRO get capability=archive_tape. */
  | { kind: 'archive_tape' }
  /** Monthly tape and archive packages. */
  | { kind: 'packages' }
  /** archive_tape, rankings, rally and elo packages. */
  | { kind: 'packages_ultra' }
  /** The year package listing (`year=`): History Business, a 1-year pass, or core ULTRA. */
  | { kind: 'packages_year' }
  /** Webhooks: ULTRA and a direct key. */
  | { kind: 'webhooks' };

export type Verdict =
  | { ok: true; usesFreeTaste: boolean }
  | {
      ok: false;
      body: { error: 'upgrade_required'; detail: string; capability?: string; required_tier?: string };
    };

const refuse = (detail: string, extra: { capability?: string; required_tier?: string } = {}): Verdict => ({
  ok: false,
  body: { error: 'upgrade_required', detail, ...extra },
});

const hasPackagePlan = (k: KeyRecord) =>
  k.historyPlan === 'pro' ||
  k.historyPlan === 'business' ||
  k.historyPlan === 'pass_month' ||
  k.historyPlan === 'pass_year';

/** Decides whether a key may call a route; the FREE history taste is decided by the caller's counter. */
export function entitle(key: KeyRecord, access: Access): Verdict {
  switch (access.kind) {
    case 'public':
      return { ok: true, usesFreeTaste: false };
    case 'tier':
      return tierAtLeast(key.tier, access.tier)
        ? { ok: true, usesFreeTaste: false }
        : refuse(`This route needs the ${access.tier.toUpperCase()} tier.`, { required_tier: access.tier });
    case 'history':
      if (tierAtLeast(key.tier, 'basic') || key.historyPlan) return { ok: true, usesFreeTaste: false };
      return { ok: true, usesFreeTaste: true };
    case 'archive_tape':
      if (tierAtLeast(key.tier, 'ultra') || key.historyPlan) return { ok: true, usesFreeTaste: false };
      return refuse('The archive tape needs core ULTRA or any History plan.', { capability: 'archive_tape' });
    case 'packages':
      if (tierAtLeast(key.tier, 'pro') || hasPackagePlan(key)) return { ok: true, usesFreeTaste: false };
      return refuse('Packages need core PRO, History Pro or Business, or a one-off pass.', {
        capability: 'packages',
      });
    case 'packages_ultra':
      if (tierAtLeast(key.tier, 'ultra') || hasPackagePlan(key)) return { ok: true, usesFreeTaste: false };
      return refuse('This package kind needs core ULTRA, History Pro or Business, or a one-off pass.', {
        capability: 'packages',
      });
    case 'packages_year':
      if (tierAtLeast(key.tier, 'ultra') || key.historyPlan === 'business' || key.historyPlan === 'pass_year')
        return { ok: true, usesFreeTaste: false };
      return refuse('The year listing needs History Business, a 1-year pass, or core ULTRA.', {
        capability: 'packages_year',
      });
    case 'webhooks':
      if (!tierAtLeast(key.tier, 'ultra'))
        return refuse('Webhooks need the ULTRA tier.', { required_tier: 'ultra' });
      if (key.channel !== 'direct') return refuse('Webhooks need a direct key, not a marketplace key.');
      return { ok: true, usesFreeTaste: false };
  }
}
