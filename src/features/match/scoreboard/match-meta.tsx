import { Fragment, type ReactNode } from 'react';
import type { MatchDetail } from '../../../../contract/match';
import { VocabText } from '../../../components/vocab-text';
import { surfaceWords, tourWords } from '../../../lib/vocabulary';

/** "US Open · ATP · R16 · Hard": where the match is played; an unknown tour or surface reads "unknown". */
export function MatchMeta({
  match,
}: {
  match: Pick<MatchDetail, 'tournament' | 'tour' | 'round' | 'surface'>;
}) {
  const tour = tourWords(match.tour);
  const surface = surfaceWords(match.surface);
  const parts: [string, ReactNode][] = [];
  if (match.tournament) parts.push(['tournament', match.tournament]);
  if (tour) parts.push(['tour', <VocabText key="tour" words={tour} />]);
  if (match.round) parts.push(['round', match.round]);
  if (surface) parts.push(['surface', <VocabText key="surface" words={surface} />]);
  return (
    <>
      {parts.map(([key, part], i) => (
        <Fragment key={key}>
          {i > 0 && ' · '}
          {part}
        </Fragment>
      ))}
    </>
  );
}
