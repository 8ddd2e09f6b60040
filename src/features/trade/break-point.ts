import type { SignalFrame } from '../../live/merge/apply-frames';

// One rule for the trade grid and the fan's alerts: it lives in contract/ (the gateway's push alerts use it too).
export { breakPointFromScore } from '../../../contract/alerts/break-point';

/**
 * The feed's word on a break point: open after a `break_point` frame until its `break_point_result`;
 * undefined when the feed has said nothing about break points for this match.
 */
export function breakPointFromSignals(signals: readonly SignalFrame[] | undefined): boolean | undefined {
  if (!signals) return undefined;
  for (let i = signals.length - 1; i >= 0; i--) {
    if (signals[i].type === 'break_point') return true;
    if (signals[i].type === 'break_point_result') return false;
  }
  return undefined;
}
