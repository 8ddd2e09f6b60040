/** A service instant in the user's zone, with UTC on hover; the dash when absent. */
export function Time({ iso }: { iso: string | null | undefined }) {
  if (!iso) return <span title="not available">—</span>;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return <span>{iso}</span>;
  return (
    <time dateTime={iso} title={`${d.toISOString().replace('T', ' ').slice(0, 19)} UTC`}>
      {d.toLocaleString()}
    </time>
  );
}

/** "45 s" / "3 min" / "2 h"; null when unknown. */
export function ageText(seconds: number | null | undefined): string | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return null;
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  return `${Math.floor(seconds / 3600)} h`;
}
