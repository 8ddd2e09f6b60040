/**
 * p1's model win probability as a small bar with the number as text, so neither colour nor length
 * alone carries it. The caller draws it only when the key's tier delivers the model field.
 */
export function WinProbabilityBar({ p1Name, percent }: { p1Name: string; percent: number }) {
  return (
    <span
      role="img"
      aria-label={`Win probability: ${p1Name} ${percent}%`}
      title={`Model win probability for ${p1Name}`}
      className="inline-flex min-w-0 items-center gap-1.5 text-xs text-slate-700 dark:text-slate-300"
    >
      <span className="relative h-1.5 w-16 shrink-0 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <span
          className="absolute inset-y-0 left-0 bg-sky-700 dark:bg-sky-400"
          style={{ width: `${percent}%` }}
        />
      </span>
      <span className="tabular-nums">{percent}%</span>
    </span>
  );
}
