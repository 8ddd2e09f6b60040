import { useQuery } from '@tanstack/react-query';
import type { MatchDetail } from '../../../../contract/match';
import { AbsentValue } from '../../../components/absent-value';
import { LocalTimeText } from '../../../components/local-time-text';
import { VocabText } from '../../../components/vocab-text';
import { formatProbability } from '../../../lib/probability';
import { vocabWords } from '../../../lib/vocabulary';
import { matchTabQueries } from '../../../queries/match-tab-queries';
import { PaneEmpty, QueryPane } from '../match-states';

// Where the model's pick stands as play goes on, in a fan's words (the wire says valid, confirmed…).
const THESIS_STATES: Record<string, string> = {
  valid: 'the pick still stands',
  confirmed: 'play has borne the pick out',
  weakened: 'play has weakened the pick',
  broken: 'play has broken the pick',
};

const pct = (v: number | null | undefined) => formatProbability(v) ?? <AbsentValue />;

/** Analysis: the model's pick and profile; 404 no_analysis is shown as "no analysis", not an error. */
export function AnalysisTab({ match }: { match: MatchDetail }) {
  const query = useQuery(matchTabQueries.analysis(match.id));
  return (
    <QueryPane query={query} tab="analysis" what="Analysis">
      {({ thesis, profile }) => {
        if (!thesis && !profile) return <PaneEmpty>No analysis for this match.</PaneEmpty>;
        const pick =
          thesis?.pick_side === 1
            ? match.players.p1.name
            : thesis?.pick_side === 2
              ? match.players.p2.name
              : null;
        return (
          <div className="grid gap-3">
            {thesis && (
              <section
                aria-labelledby="thesis-heading"
                className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
              >
                <h2 id="thesis-heading" className="flex flex-wrap items-center gap-2 text-base font-semibold">
                  Pick: {pick ?? <AbsentValue label="no pick" />}
                  {thesis.state && (
                    <span className="text-sm font-normal">
                      · <VocabText words={vocabWords(thesis.state, THESIS_STATES)} />
                    </span>
                  )}
                </h2>
                <p className="text-sm">
                  Confidence {pct(thesis.confidence)} · win probability of the pick{' '}
                  {pct(thesis.win_probability_pick)}
                </p>
                {thesis.reasoning && <p className="mt-2 text-sm">{thesis.reasoning}</p>}
              </section>
            )}
            {profile && (
              <section
                aria-labelledby="profile-heading"
                className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
              >
                <h2 id="profile-heading" className="text-base font-semibold">
                  Model profile
                </h2>
                <p className="text-sm">
                  {match.players.p1.name} to win {pct(profile.win_probability_p1)} · volatility{' '}
                  {profile.volatility_rating ?? <AbsentValue />} · stage{' '}
                  {profile.stage ?? <AbsentValue label="unknown" />}
                </p>
                {profile.key_factors && profile.key_factors.length > 0 && (
                  <ul className="mt-2 list-disc pl-5 text-sm">
                    {profile.key_factors.map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                  </ul>
                )}
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
                  Model {profile.model_version ?? <AbsentValue />} ·{' '}
                  <LocalTimeText iso={profile.created_at} />
                </p>
              </section>
            )}
          </div>
        );
      }}
    </QueryPane>
  );
}
