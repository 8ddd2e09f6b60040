import { Button } from '../../components/button';
import { EDGE_EXPLANATION } from '../../lib/odds-format';
import { IMPORTANCE_EXPLANATION } from './card-prices';
import { AUTO_RESORT_MS } from './use-trade-order';

interface GridBarProps {
  /** The key carries the model: the legend names its line, edge and point importance. */
  model: boolean;
  auto: boolean;
  onAuto: (on: boolean) => void;
  onResort: () => void;
}

function LineKey({ dashed, tone, children }: { dashed: boolean; tone: string; children: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <svg aria-hidden="true" width="20" height="6" className={tone}>
        <line
          x1="0"
          y1="3"
          x2="20"
          y2="3"
          stroke="currentColor"
          strokeWidth="2"
          strokeDasharray={dashed ? '4 3' : undefined}
        />
      </svg>
      {children}
    </span>
  );
}

/**
 * Above the cards: re-sort now, the periodic re-sort, and the legend of what a card shows (the chart's
 * lines, edge and point importance), so no number on a card goes unexplained.
 */
export function GridBar({ model, auto, onAuto, onResort }: GridBarProps) {
  return (
    <div className="grid gap-2 text-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button size="sm" onClick={onResort}>
          Re-sort now
        </Button>
        <label className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
          <input
            type="checkbox"
            checked={auto}
            onChange={(e) => onAuto(e.target.checked)}
            className="size-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
          />
          Re-sort every {AUTO_RESORT_MS / 1000} s (never moves the card you are on)
        </label>
      </div>
      <details className="text-xs text-slate-700 dark:text-slate-300">
        <summary className="cursor-pointer select-none font-medium">
          Legend:{' '}
          {model && (
            <>
              <LineKey dashed={false} tone="text-sky-700 dark:text-sky-300">
                model
              </LineKey>{' '}
            </>
          )}
          <LineKey dashed tone="text-amber-700 dark:text-amber-400">
            market mid
          </LineKey>{' '}
          over the last 30 points{model ? '; edge, point importance' : '; back and lay'}
        </summary>
        <ul className="mt-1 grid gap-1 pl-4">
          {model && <li>{EDGE_EXPLANATION}</li>}
          {model && <li>{IMPORTANCE_EXPLANATION}</li>}
          <li>
            Back / Lay: the best price to back (the offer) and to lay (the bid) on the first-named player.
          </li>
          <li>A pinned match stays on top. Cards that moved in a re-sort are outlined for a moment.</li>
        </ul>
      </details>
    </div>
  );
}
