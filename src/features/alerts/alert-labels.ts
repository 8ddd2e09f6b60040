import type { AlertKind } from '../../../contract/alerts/alert-events';

/** Each choice as a fan reads it. */
export const KIND_LABELS: Record<AlertKind, string> = {
  on_court: 'On court',
  set: 'Each set',
  result: 'Result',
  break_point: 'Break points',
  tight: 'When it gets tight',
};

/** What "tight" means, said once where the choice is made. */
export const TIGHT_HINT =
  'The next point swings the win probability by 15 points or more; without the model, a deciding set at 5–5 or later.';
