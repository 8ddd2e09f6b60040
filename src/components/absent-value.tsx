import type { ReactNode } from 'react';
import { MISSING } from '../lib/missing';

/** The mark for a value the service did not send; screen readers hear "not available", never 0. */
export function AbsentValue() {
  return (
    <span data-testid="absent">
      <span aria-hidden="true">{MISSING}</span>
      <span className="sr-only">not available</span>
    </span>
  );
}

/** Renders `children` when the value is present, the absent mark otherwise. */
export function OrAbsent({ value, children }: { value: unknown; children?: ReactNode }) {
  if (value === null || value === undefined || value === '') return <AbsentValue />;
  return <>{children ?? String(value)}</>;
}
