// Points lost, as `bench:gateway` counts them: what a measured browser should have received after
// a moment (an ingester killed, Redis gone) and did not, against the service's own points read.

/** One measured browser: per match, each point's seq and arrival (epoch ms), across its reconnects. */
export interface BrowserPoints {
  gateway: number;
  reconnects: number;
  points: Array<[number, Array<[number, number]>]>;
}

/**
 * For each browser and each match it had heard of before `since`: every seq the service holds after
 * the last one it had by then, up to the newest it got, that it never received. A match it had not
 * heard of before `since` is left out (its first frame would be a join, not a loss). With `counted`,
 * only the seqs it accepts are checked (e.g. those published after the moment).
 */
export function pointsLost(
  browsers: readonly BrowserPoints[],
  since: number,
  truth: (matchId: number) => readonly number[],
  counted: (matchId: number, seq: number) => boolean = () => true,
): { checked: number; lost: number; missing: Array<[number, number]> } {
  let checked = 0;
  let lost = 0;
  const missing: Array<[number, number]> = [];
  for (const b of browsers)
    for (const [matchId, arrivals] of b.points) {
      const before = arrivals.filter(([, at]) => at < since).map(([seq]) => seq);
      if (before.length === 0) continue;
      const lo = Math.max(...before);
      const seen = new Set(arrivals.map(([seq]) => seq));
      const hi = Math.max(...seen);
      for (const seq of truth(matchId))
        if (seq > lo && seq <= hi && counted(matchId, seq)) {
          checked++;
          if (!seen.has(seq)) {
            lost++;
            missing.push([matchId, seq]);
          }
        }
    }
  return { checked, lost, missing };
}

/** The matches whose truth `pointsLost` needs, and the lowest seq each must be read after. */
export function matchesToCheck(browsers: readonly BrowserPoints[], since: number): Map<number, number> {
  const from = new Map<number, number>();
  for (const b of browsers)
    for (const [matchId, arrivals] of b.points) {
      const before = arrivals.filter(([, at]) => at < since).map(([seq]) => seq);
      if (before.length === 0) continue;
      from.set(matchId, Math.min(from.get(matchId) ?? Number.POSITIVE_INFINITY, Math.max(...before)));
    }
  return from;
}
