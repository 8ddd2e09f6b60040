import { Fragment, useId } from 'react';
import { VocabText } from '../../../components/vocab-text';
import { sharedReplay } from '../../../lib/replay';
import { surfaceWords, tierWords, tourWords } from '../../../lib/vocabulary';
import { ReplayTag } from '../../../match-views/replay-tag';
import type { TournamentGroup } from '../order/group-by-tournament';
import { MatchRow } from '../rows/match-row';
import type { RowMatch } from '../rows/row-match';
import { useRowWindow } from './use-row-window';

/** Heading bar and list shared by a tournament and the Favourites section. */
export const SECTION_HEADING =
  'flex min-w-0 items-baseline gap-2 bg-slate-100 px-2 py-0.5 text-sm font-semibold break-after-avoid dark:bg-slate-800';
export const SECTION_LIST = 'bg-white dark:bg-slate-900';
export const SECTION = 'mb-2 overflow-hidden rounded-md border border-slate-200 dark:border-slate-800';

/** The rows `from`–`to` (end excluded) of a section split between columns; `continued` past its first part. */
export interface SectionPart {
  from: number;
  to: number;
  continued: boolean;
}

/**
 * What a continued part's heading adds after the name: "cont." as newspapers print it, so the name
 * and the replay tag keep their room in a third of a wide screen; "continued" to a screen reader.
 */
export function ContinuedMark({ part }: { part?: SectionPart }) {
  if (!part?.continued) return null;
  return (
    <span className="shrink-0 text-[11px] font-normal text-slate-600 dark:text-slate-400">
      <span aria-hidden="true">cont.</span>
      <span className="sr-only">continued</span>
    </span>
  );
}

/** A section's rows in its part (all of them when it is whole). */
export const partOf = <M,>(matches: readonly M[], part?: SectionPart): readonly M[] =>
  part ? matches.slice(part.from, part.to) : matches;

/**
 * A tournament's one-line heading (name, tour, tier, surface, venue) and its live matches, each row
 * drawn while near the screen (`useRowWindow`; the first `drawnAtFirst` rows before that is known).
 * A long tournament split between columns draws one `part` of its rows here, under the same heading
 * marked "continued" past the first.
 */
export function TournamentSection({
  group,
  part,
  drawnAtFirst = Number.POSITIVE_INFINITY,
}: {
  group: TournamentGroup<RowMatch>;
  part?: SectionPart;
  drawnAtFirst?: number;
}) {
  const headingId = useId();
  const matches = partOf(group.matches, part);
  const rows = useRowWindow(matches.length, drawnAtFirst);
  // indoor is a plain boolean on the wire; a missing one (old service) shows no word rather than "outdoor".
  const venue = group.indoor === null ? null : group.indoor ? 'Indoor' : 'Outdoor';
  // Tour, tier and surface are open vocabularies: a value this build does not know reads "unknown"
  // with the value as sent on hover (VocabText), never bare as if it were known.
  const facts = [
    tourWords(group.tour),
    tierWords(group.tier),
    surfaceWords(group.surface),
    venue === null ? null : { text: venue, raw: null },
  ].filter((f) => f !== null);
  // Every match replays the same real event: the heading says so once and the rows keep their line
  // (on a phone the tag alone took a line per row). Each row still says it to a screen reader.
  const replay = sharedReplay(group.matches);
  return (
    <section aria-labelledby={headingId} className={SECTION}>
      <h2 id={headingId} className={SECTION_HEADING}>
        {/* The name gives way before the replay tag: a cut name still reads, a cut year does not. */}
        <span className="min-w-0 truncate" title={group.tournament}>
          {group.tournament}
        </span>
        <ContinuedMark part={part} />
        {replay && <ReplayTag origin={replay} />}
        <span className="min-w-0 flex-1 truncate text-[11px] font-normal text-slate-600 dark:text-slate-400">
          {facts.map((f, i) => (
            <Fragment key={f.text + String(i)}>
              {i > 0 && ' · '}
              <VocabText words={f} />
            </Fragment>
          ))}
        </span>
        {/* The count once, with the first part; a continued part says it continues. */}
        <span className="sr-only">
          {part?.continued
            ? ''
            : `, ${group.matches.length} ${group.matches.length === 1 ? 'match' : 'matches'}`}
        </span>
      </h2>
      <ul className={SECTION_LIST}>
        {matches.map((match, i) => (
          <MatchRow
            key={match.id}
            match={match}
            sourced
            replayInHeading={replay !== null}
            drawn={rows.drawn(i)}
            edgeRef={rows.edgeRef(i)}
          />
        ))}
      </ul>
    </section>
  );
}
