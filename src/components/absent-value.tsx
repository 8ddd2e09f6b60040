import type { ReactNode } from 'react';
import { MISSING } from '../lib/missing';

/**
 * The mark for a value the service did not send; screen readers hear `label` ("not available" unless
 * the cell needs to say what is unknown, e.g. "serve unknown"), never 0.
 */
export function AbsentValue({ label = 'not available' }: { label?: string }) {
  return (
    <span data-testid="absent" title={label}>
      <span aria-hidden="true">{MISSING}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Renders `children` when the value is present, the absent mark otherwise. */
export function OrAbsent({ value, children }: { value: unknown; children?: ReactNode }) {
  if (value === null || value === undefined || value === '') return <AbsentValue />;
  return <>{children ?? String(value)}</>;
}
