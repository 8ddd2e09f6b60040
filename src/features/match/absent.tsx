/** The dash shown for a withheld or unknown value, with words for screen readers; never a 0. */
export function Absent({ label = 'not available' }: { label?: string }) {
  return (
    <span title={label}>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A number, or the dash when null/undefined (absent is not zero). */
export function Num({ value, suffix = '' }: { value: number | null | undefined; suffix?: string }) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return <Absent />;
  return (
    <span className="tabular-nums">
      {value}
      {suffix}
    </span>
  );
}
