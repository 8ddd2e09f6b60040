import { UrlTabPanel, UrlTabs } from '../../components/url-tabs';
import { DrawMatchCard } from './draw-match-card';
import { championOf, type DrawRound, ROUND_WORDS } from './draw-model';

// How many rounds sit side by side from the chosen one: one on a phone, two on a tablet, three wide
// (a five-set score and a full name need about a third of a desktop page).
const COLUMN_CLASS = ['flex', 'hidden md:flex', 'hidden lg:flex'];

/**
 * An edition's draw as a bracket. The round tabs choose the first round shown; wider screens show the
 * rounds after it beside it, each column spreading its matches so a match sits level with its two
 * feeders. On a phone one round shows at a time, so nothing scrolls sideways.
 */
export function DrawBracket({
  rounds,
  selected,
  onSelect,
}: {
  rounds: readonly DrawRound[];
  selected: string | null;
  onSelect: (round: string) => void;
}) {
  const champion = championOf(rounds);
  const index = Math.max(
    0,
    rounds.findIndex((r) => r.round === selected),
  );
  const chosen = rounds[index]?.round ?? '';
  const shown = rounds.slice(index, index + COLUMN_CLASS.length);
  return (
    <div className="grid min-w-0 gap-3">
      {champion ? (
        <p data-testid="champion" className="text-base [overflow-wrap:anywhere]">
          Champion: <strong>{champion.name}</strong>
          {champion.seed ? ` (${champion.seed})` : ''}
        </p>
      ) : null}
      <UrlTabs
        label="Rounds"
        tabs={rounds.map((r) => ({ key: r.round, label: ROUND_WORDS[r.round] ?? r.round }))}
        selected={chosen}
        onSelect={onSelect}
        idPrefix="draw"
      />
      <UrlTabPanel
        idPrefix="draw"
        selected={chosen}
        className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3"
      >
        {shown.map((r, i) => (
          <section
            key={r.round}
            aria-label={ROUND_WORDS[r.round] ?? r.round}
            className={`${COLUMN_CLASS[i]} min-w-0 flex-col gap-2`}
          >
            <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">
              {ROUND_WORDS[r.round] ?? r.round}{' '}
              <span className="font-normal text-slate-600 dark:text-slate-400">({r.matches.length})</span>
            </h3>
            <ul className="flex flex-1 flex-col justify-around gap-2">
              {r.matches.map((m) => (
                <DrawMatchCard key={m.key} match={m} />
              ))}
            </ul>
          </section>
        ))}
      </UrlTabPanel>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Seeds on the left; ✓ marks the winner; a small number raised beside a set is the tiebreak loser’s
        points; Ret. retired, W.O. walkover, Def. defaulted.
      </p>
    </div>
  );
}
