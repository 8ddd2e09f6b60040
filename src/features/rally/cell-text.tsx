import { AbsentValue } from '../../components/absent-value';
import type { Cell } from './flatten-family';

/** A family value as sent; null is absent, never 0. */
export function CellText({ value }: { value: Cell }) {
  if (value === null) return <AbsentValue />;
  if (typeof value === 'number') return <>{value.toLocaleString('en')}</>;
  if (typeof value === 'boolean') return <>{value ? 'yes' : 'no'}</>;
  return <>{value}</>;
}
