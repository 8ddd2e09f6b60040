import type { Tournament } from '../../../contract/tournament';
import { Badge } from '../../components/badge';
import { VocabText } from '../../components/vocab-text';
import { surfaceWords, tierWords, tourWords, type VocabWords } from '../../lib/vocabulary';

const Fact = ({ words }: { words: VocabWords | null }) =>
  words && (
    <Badge>
      <VocabText words={words} />
    </Badge>
  );

/** Tour, tier, surface, indoor and place as small badges; a value not stated is left out, one not known reads "unknown". */
export function TournamentFacts({ tournament: t }: { tournament: Tournament }) {
  const place = [t.city, t.country?.toUpperCase()].filter(Boolean).join(', ');
  return (
    <span className="flex flex-wrap items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
      <Fact words={tourWords(t.tour)} />
      <Fact words={tierWords(t.tier)} />
      <Fact words={surfaceWords(t.surface)} />
      {t.indoor && <Badge>Indoor</Badge>}
      {place && <span>{place}</span>}
    </span>
  );
}
