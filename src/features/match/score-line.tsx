import type { ScoreState } from '../../../contract/score';
import { Absent } from './absent';

/** A compact score ("Sets 1–0 · 6–4 3–2 · 30–15") for timelines; withheld parts show as absent. */
export function ScoreLine({ score }: { score: ScoreState | null }) {
  if (!score) return <Absent label="score unknown" />;
  const sets = `${score.sets[0] ?? '—'}–${score.sets[1] ?? '—'}`;
  const games =
    score.games === null
      ? null
      : (score.games[0] ?? []).map((g, i) => `${g}–${score.games?.[1]?.[i] ?? '—'}`).join(' ');
  const points = score.points ? `${score.points[0] ?? '—'}–${score.points[1] ?? '—'}` : null;
  return (
    <span className="tabular-nums">
      Sets {sets} · {games === null ? <Absent label="games unknown" /> : games || 'no games'}
      {points ? ` · ${points}` : ''}
    </span>
  );
}
