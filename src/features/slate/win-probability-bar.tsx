/** The name a compact row shows: the surname (the last word; a doubles pair keeps "A / B"'s last word). */
export const shortName = (name: string) => name.trim().split(/\s+/).pop() ?? name;

/**
 * The model's win probability as a thin bar (p1's share from the left) and the favourite's name with
 * their percentage ("Sinner 62%"), so neither colour nor length alone carries it. The caller draws it
 * only when the key's tier delivers the model field.
 */
export function WinProbabilityBar({
  p1Name,
  p2Name,
  percent,
}: {
  p1Name: string;
  p2Name: string;
  /** p1's chance, 0–100. */
  percent: number;
}) {
  const leadsP1 = percent >= 50;
  const leader = leadsP1 ? p1Name : p2Name;
  const share = leadsP1 ? percent : 100 - percent;
  return (
    <span
      role="img"
      aria-label={`Win probability: ${leader} ${share}%`}
      title={`Model win probability: ${leader} ${share}%`}
      className="inline-flex min-w-0 items-center gap-1.5 text-[11px] leading-4 text-slate-700 dark:text-slate-300"
    >
      <span className="relative h-1 w-12 shrink-0 overflow-hidden rounded-full bg-slate-300 dark:bg-slate-600">
        <span
          className="absolute inset-y-0 left-0 bg-sky-700 dark:bg-sky-400"
          style={{ width: `${percent}%` }}
        />
      </span>
      <span className="truncate tabular-nums">
        {shortName(leader)} {share}%
      </span>
    </span>
  );
}
