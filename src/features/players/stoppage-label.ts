// Open vocabulary: a type added within v1 is shown as sent (readable), never dropped.
const LABELS: Record<string, string> = {
  medical_timeout_start: 'Medical timeout',
  medical_timeout_end: 'Medical timeout ended',
  trainer_called: 'Trainer called',
  trainer_called_end: 'Trainer visit ended',
  toilet_break_start: 'Toilet break',
  toilet_break_end: 'Toilet break ended',
  stoppage_start: 'Play stopped',
  stoppage_end: 'Play resumed',
  pause_start: 'Pause (inferred)',
  pause_end: 'Pause ended (inferred)',
  retirement: 'Retired',
  walkover: 'Walkover',
};

/** The row's type for people. */
export function stoppageLabel(type: string): string {
  return LABELS[type] ?? `Unknown (${type.replaceAll('_', ' ')})`;
}
