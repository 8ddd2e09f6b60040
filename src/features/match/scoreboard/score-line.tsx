import type { ScoreState } from '../../../../contract/score';
import { AbsentValue } from '../../../components/absent-value';
import { MISSING } from '../../../lib/missing';

/** A compact score ("Sets 1–0 · 6–4 3–2 · 30–15") for timelines; withheld parts show as absent. */
export function ScoreLine({ score }: { score: ScoreState | null }) {
  if (!score) return <AbsentValue label="score unknown" />;
  const sets = `${score.sets[0] ?? MISSING}–${score.sets[1] ?? MISSING}`;
  const games =
    score.games === null
      ? null
      : (score.games[0] ?? []).map((g, i) => `${g}–${score.games?.[1]?.[i] ?? MISSING}`).join(' ');
  const points = score.points ? `${score.points[0] ?? MISSING}–${score.points[1] ?? MISSING}` : null;
  return (
    <span className="tabular-nums">
      Sets {sets} · {games === null ? <AbsentValue label="games unknown" /> : games || 'no games'}
      {points ? ` · ${points}` : ''}
    </span>
  );
}
