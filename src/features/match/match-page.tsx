import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { parseIntId } from '../../../contract/int-id';
import { servedMatchNames } from '../../api/served-match';
import { UrlTabPanel, UrlTabs } from '../../components/url-tabs';
import { replayOf } from '../../lib/replay';
import { tiebreaksFromPoints } from '../../lib/tiebreaks-from-points';
import { useLivePointsWhile, useShownScore } from '../../live/store/live-hooks';
import { useIsRevealed, useSpoilerFree } from '../../live/watch-along/watch-along-store';
import { FollowSlot } from '../../match-views/follow-slot';
import { matchTitle } from '../../match-views/match-title';
import { ReplayNote } from '../../match-views/replay-tag';
import { useTierBelow } from '../../queries/budget-context';
import { useMatchView } from '../../queries/view-hooks';
import { MatchLoading } from './match-loading';
import { PaneEmpty, PaneLoading, PaneProblem } from './match-states';
import { DEFAULT_TAB, MATCH_TAB_ITEMS, parseTab, startTab, TAB_INFO, TRADER_TABS } from './match-tab-list';
import { MergedNotice, type MergedState } from './merged-notice';
import { RefreshNotice } from './refresh-notice';
import { Scoreboard } from './scoreboard/scoreboard';
import { HiddenMatchFacts, HiddenTabNote, SpoilerBar } from './spoiler-guard';
import { useReadWhenUnlisted } from './use-read-when-unlisted';

// The tabs' bodies (their reads, schemas and charts) are not part of the first screen: the heading and
// scoreboard paint from this chunk alone. Their code is asked for as this module runs, beside the
// match's read, so it is usually there by the time the scoreboard is.
const tabPanel = import('./tab-panel');
const TabPanel = lazy(() => tabPanel.then((m) => ({ default: m.TabPanel })));

function MatchCentre({ id }: { id: number }) {
  // Below PRO the detail adds nothing to the live list's row, so a row the slate already holds is
  // the page's first answer and no request is spent on it.
  const query = useMatchView(id, { reuseListRow: useTierBelow('PRO') });
  useReadWhenUnlisted(query.data, query.dataUpdatedAt, query.refetch);
  const shown = useShownScore(id, query.data?.score);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  // Without a tab in the URL, start where the key can see something (`/usage` told the tier).
  const tab = parseTab(params.get('tab'), startTab(useTierBelow(TAB_INFO[DEFAULT_TAB].tier)));
  const match = query.data;
  const revealed = useIsRevealed(id);
  const spoilerFree = useSpoilerFree();
  // Whatever point rows the store holds for this match (its tabs read them deeper): enough to raise a
  // finished set's tiebreak points on the scoreboard without a read of its own.
  const held = useLivePointsWhile(id, revealed, 1);
  const tiebreaks = useMemo(() => tiebreaksFromPoints(held), [held]);

  // Names only, never the score: the title shows in tabs, history and task switchers, even when hidden.
  useEffect(() => {
    if (match) document.title = `${matchTitle(match.players.p1.name, match.players.p2.name)} · Courtside`;
  }, [match]);

  const merged = query.error?.problem.type === 'merged' ? query.error.problem : null;
  if (merged && merged.mergedInto !== null && merged.mergedInto !== id) {
    const state: MergedState = { mergedFrom: id, mergedInto: merged.mergedInto };
    // Keep the tab and filters: the forward shows the same view of the same match.
    return <Navigate replace to={`/matches/${merged.mergedInto}${location.search}`} state={state} />;
  }
  if (!match) {
    if (query.error) {
      return (
        <PaneProblem
          tab="overview"
          what="This match"
          error={query.error}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    // The names the page was served with stay on screen, in the same boxes, until the read answers.
    return <MatchLoading names={servedMatchNames(id)} />;
  }

  const score = shown;
  const origin = replayOf(match);
  return (
    <div className="grid min-w-0 gap-4">
      <MergedNotice state={location.state} currentId={id} />
      <div className="flex min-w-0 items-start justify-between gap-2">
        <h1 className="min-w-0 break-words text-xl font-bold tracking-tight sm:text-2xl">
          {matchTitle(match.players.p1.name, match.players.p2.name)}
        </h1>
        <FollowSlot match={match} />
      </div>
      {origin && <ReplayNote origin={origin} />}
      <RefreshNotice error={query.error} updatedAt={query.dataUpdatedAt} onRetry={() => query.refetch()} />
      {spoilerFree && <SpoilerBar match={match} revealed={revealed} />}
      {revealed ? (
        <Scoreboard match={match} score={score} tiebreaks={tiebreaks} feedMark={TRADER_TABS.has(tab)} />
      ) : (
        <HiddenMatchFacts match={match} />
      )}
      <UrlTabs
        label="Match views"
        tabs={MATCH_TAB_ITEMS}
        selected={tab}
        idPrefix="match"
        onSelect={(next) =>
          setParams(
            (prev) => {
              const p = new URLSearchParams(prev);
              p.set('tab', next);
              return p;
            },
            // A tab switch is a view change, not a page to go back through.
            { replace: true, state: location.state },
          )
        }
      />
      <UrlTabPanel idPrefix="match" selected={tab} focusable>
        {revealed ? (
          <Suspense fallback={<PaneLoading what="the tab" tall />}>
            <TabPanel tab={tab} match={match} score={score} />
          </Suspense>
        ) : (
          <HiddenTabNote />
        )}
      </UrlTabPanel>
    </div>
  );
}

/** Route `/matches/:id`: the match centre (scoreboard and tabs; `?tab=` holds the tab). */
export function MatchPage() {
  const { id } = useParams();
  const matchId = parseIntId(id);
  if (matchId === null) {
    return <PaneEmpty>“{id}” is not a match id.</PaneEmpty>;
  }
  // Keyed by id so a merge redirect starts the new match with fresh view state.
  return <MatchCentre key={matchId} id={matchId} />;
}
