import type { Tour } from '../../data/results';
import {
  once,
  type PackageRecords,
  type PackageSource,
  slicedEach,
} from '../../history/packages/package-source';
import type { Roster } from '../../world/roster';
import { dayOf, isoOf } from '../day-number';
import { ELO_LADDERS } from '../elo/elo-engine';
import { servedRating } from '../elo/elo-reads';
import { eloTape } from '../elo/elo-tape';
import { rosterId } from '../player-names';

const TOURS: Tour[] = ['atp', 'wta'];
const COLUMNS = [
  'tour',
  'surface',
  'effective_date',
  'archive_player_id',
  'player_id',
  'player_name',
  'rating',
  'matches',
] as const;

/** Yearly `elo` packages: every rating record (one per player, ladder and effective week) of the year. */
export function eloPackageSource(roster: Roster): PackageSource {
  function* recordsOf(year: string) {
    // Compare day numbers: formatting 1.6M dates per call would dominate the scan.
    const from = dayOf(`${year}-01-01`);
    const to = dayOf(`${Number(year) + 1}-01-01`);
    for (const tour of TOURS) {
      const tape = eloTape(tour);
      for (const surface of ELO_LADDERS) {
        for (const [id, t] of tape.ladders[surface]) {
          for (let i = 0; i < t.effective.length; i++) {
            if (t.effective[i] < from || t.effective[i] >= to) continue;
            const date = isoOf(t.effective[i]);
            yield {
              system: 'elo',
              tour,
              surface,
              effective_date: date,
              archive_player_id: id,
              player_id: rosterId(roster, id, tour),
              player_name: tape.names.get(id) ?? null,
              rating: servedRating(t.rating[i]),
              matches: t.matches[i],
            };
          }
        }
      }
    }
  }
  const periods = () => {
    const years = new Set<string>();
    for (const tour of TOURS) {
      const t = eloTape(tour);
      const last = Number(isoOf(t.newest).slice(0, 4));
      for (let y = Number(isoOf(t.oldest).slice(0, 4)); y <= last; y++) years.add(String(y));
    }
    return [...years].sort().reverse();
  };
  return {
    periods,
    records(period): PackageRecords | undefined {
      if (!periods().includes(period)) return undefined;
      let counted: number | null = null;
      const rowCount = once(() => {
        if (counted !== null) return counted;
        let n = 0;
        for (const _ of recordsOf(period)) n++;
        return n;
      });
      return {
        // The elo package counts rating records only.
        matchCount: null,
        get rowCount() {
          return rowCount();
        },
        // A year's records are a walk of every rating tape: counted in slices.
        async prepare() {
          let n = 0;
          await slicedEach(recordsOf(period), () => {
            n++;
          });
          counted = n;
        },
        jsonl: () => recordsOf(period),
        csv: {
          columns: COLUMNS,
          rows: function* () {
            for (const r of recordsOf(period)) yield Object.fromEntries(COLUMNS.map((c) => [c, r[c]]));
          },
        },
      };
    },
  };
}
