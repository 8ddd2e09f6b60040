import { type AlertEvent, gamesInSet, type MatchMoment } from './alert-events';

/** What a fan reads: a title and a line, as a toast and as a system notification. */
export interface AlertText {
  title: string;
  body: string;
}

const pairing = (m: MatchMoment) => `${m.players.p1.name} v ${m.players.p2.name}`;
const name = (m: MatchMoment, side: 1 | 2) => (side === 1 ? m.players.p1.name : m.players.p2.name);

function setLine(m: MatchMoment, set: number): string | null {
  const games = gamesInSet(m.score, set - 1);
  if (!games || games[0] === games[1]) return null;
  const winner: 1 | 2 = games[0] > games[1] ? 1 : 2;
  const [w, l] = winner === 1 ? games : [games[1], games[0]];
  return `${name(m, winner)} takes set ${set} ${w}–${l}`;
}

function setsLine(m: MatchMoment, winner: 1 | 2): string | null {
  const played = m.score ? m.score.sets[0] + m.score.sets[1] : 0;
  const sets: string[] = [];
  for (let i = 0; i < played; i++) {
    const g = gamesInSet(m.score, i);
    if (!g) return null;
    sets.push(winner === 1 ? `${g[0]}–${g[1]}` : `${g[1]}–${g[0]}`);
  }
  return sets.length > 0 ? sets.join(' ') : null;
}

/**
 * The words of an alert. With the match hidden (spoiler-free), no score, winner or game count:
 * only that something happened, which the fan asked to be told.
 */
export function alertText(event: AlertEvent, m: MatchMoment, revealed: boolean): AlertText {
  const title = pairing(m);
  switch (event.kind) {
    case 'on_court':
      return { title: `On court: ${title}`, body: `${m.tournament}: the match has started.` };
    case 'set': {
      const line = revealed && event.set ? setLine(m, event.set) : null;
      return { title, body: line ?? `Set ${event.set ?? ''} has ended.`.replace('  ', ' ') };
    }
    case 'result': {
      if (!revealed || m.winner === null) return { title, body: 'The match has finished.' };
      const loser = m.winner === 1 ? 2 : 1;
      const sets = setsLine(m, m.winner);
      return {
        title: `Result: ${title}`,
        body: `${name(m, m.winner)} beat ${name(m, loser)}${sets ? ` ${sets}` : ''}.`,
      };
    }
    case 'break_point': {
      const server = m.score?.server;
      if (!revealed || !server) return { title, body: 'Break point.' };
      const returner = server === 1 ? 2 : 1;
      return { title, body: `Break point to ${name(m, returner)} on ${name(m, server)}’s serve.` };
    }
    case 'tight':
      return { title, body: 'This match just got tight.' };
  }
}
