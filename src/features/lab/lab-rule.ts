/** Whom a trade backs at the moment it opens. */
export type BackSide = 'edge' | 'server' | 'receiver' | 'favourite' | 'underdog';
/** When a trade may open. */
export type Moment = 'any' | 'break_point' | 'tiebreak';
/** When an open trade closes (the result closes it in any case). */
export type ExitAt = 'game' | 'set' | 'match';

/**
 * A rule written with a few fields, not code: back one side when the moment comes (and, on ULTRA,
 * when the model rates it at least `minEdgePp` points above the market), then close at the end of
 * the game, the set or the match. `stake` is a fixed paper stake per trade.
 */
export interface LabRule {
  back: BackSide;
  /** Percentage points; null means no edge condition (the `edge` side then asks only for a positive edge). */
  minEdgePp: number | null;
  moment: Moment;
  exit: ExitAt;
  stake: number;
}

export const BACK_SIDES: readonly BackSide[] = ['edge', 'server', 'receiver', 'favourite', 'underdog'];
export const MOMENTS: readonly Moment[] = ['any', 'break_point', 'tiebreak'];
export const EXITS: readonly ExitAt[] = ['game', 'set', 'match'];

export const DEFAULT_RULE: LabRule = {
  back: 'edge',
  minEdgePp: 8,
  moment: 'break_point',
  exit: 'game',
  stake: 10,
};
/** Without the model (a PRO key) the default backs the receiver at a break point. */
const DEFAULT_RULE_NO_MODEL: LabRule = { ...DEFAULT_RULE, back: 'receiver', minEdgePp: null };

const pick = <T extends string>(v: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(v as T) ? (v as T) : fallback;

/**
 * The rule from the URL (`back`, `edge`, `at`, `exit`, `stake`); anything unreadable falls back to
 * the default. Without the model, an edge condition cannot be tested, so it is dropped.
 */
export function readRule(params: URLSearchParams, model: boolean): LabRule {
  const base = model ? DEFAULT_RULE : DEFAULT_RULE_NO_MODEL;
  const sides = model ? BACK_SIDES : BACK_SIDES.filter((s) => s !== 'edge');
  const edgeRaw = params.get('edge');
  const edge = edgeRaw === null ? base.minEdgePp : edgeRaw === '' ? null : Number(edgeRaw);
  const stakeRaw = Number(params.get('stake'));
  return {
    back: pick(params.get('back'), sides, base.back),
    minEdgePp: model && edge !== null && Number.isFinite(edge) && edge >= 0 && edge <= 100 ? edge : null,
    moment: pick(params.get('at'), MOMENTS, base.moment),
    exit: pick(params.get('exit'), EXITS, base.exit),
    stake: Number.isFinite(stakeRaw) && stakeRaw > 0 && stakeRaw <= 1_000_000 ? stakeRaw : base.stake,
  };
}

/** Writes the rule into `out`; an empty edge is written as `edge=` so it is not read back as the default. */
export function writeRule(out: URLSearchParams, rule: LabRule): URLSearchParams {
  out.set('back', rule.back);
  out.set('edge', rule.minEdgePp === null ? '' : String(rule.minEdgePp));
  out.set('at', rule.moment);
  out.set('exit', rule.exit);
  out.set('stake', String(rule.stake));
  return out;
}
