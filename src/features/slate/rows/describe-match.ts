import { ageLabel, coarseAge, countryLabel } from '../../../lib/match-labels';
import type { Player } from '../../../lib/match-types';
import { replayOf, replaySentence } from '../../../lib/replay';
import { describeGames, formatPoint, formatSets } from '../../../lib/score-format';
import { eventStatusLabel } from './row-labels';
import type { RowMatch } from './row-match';

function describePlayer(player: Player): string {
  const facts = [
    countryLabel(player.country),
    player.ranking !== null ? `ranked ${player.ranking} today` : null,
  ];
  const known = facts.filter((f) => f !== null);
  return known.length > 0 ? `${player.name} (${known.join(', ')})` : player.name;
}

/**
 * One sentence a screen reader can read for a row, because the visual scoreboard is a grid of bare
 * numbers. Withheld parts are said to be unknown rather than read as zero. A match the user hid in
 * spoiler-free mode says only who is playing: the event status (a retirement) would spoil it too.
 */
export function describeMatch(match: RowMatch, hidden = false): string {
  const { p1, p2 } = match.players;
  const { score } = match;
  const origin = replayOf(match);
  const parts = [`${describePlayer(p1)} versus ${describePlayer(p2)}.`];
  if (origin) parts.push(replaySentence(origin));
  if (hidden) return `${parts.join(' ')} Score hidden.`;
  const event = eventStatusLabel(match.event_status);
  if (event) parts.push(`Event status: ${event}.`);
  if (!score) return [...parts, 'Score unknown.'].join(' ');
  parts.push(`Sets ${formatSets(score, 1)}–${formatSets(score, 2)}.`);
  const games = describeGames(score);
  parts.push(games === null ? 'Games unknown.' : games === '' ? 'No games yet.' : `Games ${games}.`);
  if (score.points) {
    const label = score.is_tiebreak ? 'Tiebreak' : 'Points';
    parts.push(`${label} ${formatPoint(score, 1)}–${formatPoint(score, 2)}.`);
  }
  if (score.server !== null) parts.push(`${(score.server === 1 ? p1 : p2).name} serving.`);
  if (score.stale) {
    const age = ageLabel(score.age_seconds);
    parts.push(age ? `Score may be out of date: unchanged for ${age}.` : 'Score may be out of date.');
  }
  if (score.corroborated === false) parts.push('Not corroborated by an independent source.');
  if (score.corroborated === true) {
    const age = coarseAge(score.corroborated_age_seconds);
    const ago = age === '<1 min' ? ' under a minute ago' : age ? ` ${age} ago` : '';
    parts.push(`Corroborated by an independent source${ago}.`);
  }
  return parts.join(' ');
}
