import { AbsentValue } from '../../components/absent-value';

// Arrows are decoration; the word carries the meaning for screen readers and colour-blind readers.
const KNOWN: Record<string, { mark: string; word: string; tone: string }> = {
  up: { mark: '▲', word: 'Up', tone: 'text-emerald-700 dark:text-emerald-300' },
  down: { mark: '▼', word: 'Down', tone: 'text-rose-700 dark:text-rose-300' },
  same: { mark: '=', word: 'No change', tone: 'text-slate-700 dark:text-slate-300' },
};

/** The week's ranking movement; null is absent, a value added later in v1 is shown as unknown. */
export function RankingMovement({ movement }: { movement: string | null }) {
  if (movement === null) return <AbsentValue />;
  const known = KNOWN[movement];
  if (!known) return <span title={`Not known to Courtside: “${movement}”`}>unknown</span>;
  return (
    <span className={known.tone}>
      <span aria-hidden="true">{known.mark}</span> {known.word}
    </span>
  );
}
