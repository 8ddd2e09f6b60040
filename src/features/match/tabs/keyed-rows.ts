/**
 * Gives rows without an id a stable React key from their content; a repeat of the same content gets
 * a counter suffix, so keys stay unique while rows keep their key when older pages are appended.
 */
export function keyedRows<T>(rows: readonly T[], contentKey: (row: T) => string): { row: T; key: string }[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const base = contentKey(row);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return { row, key: n === 0 ? base : `${base}#${n}` };
  });
}
