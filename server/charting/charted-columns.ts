import type { ChartedMatch } from './charted-matches';

type ChartedPlayer = ChartedMatch['players'][number];

/** The string fields of a match, in the order `codes` holds them. */
const STRING_FIELDS = ['date', 'tournament', 'round', 'surface', 'court', 'umpire', 'chartedBy'] as const;
/** Codes per match: the string fields, then the two players' names. */
const CODES = STRING_FIELDS.length + 2;
/** Small numbers per match: gender, the two hands, ragged, best-of. */
const SMALL = 5;
const HANDS = [null, 'R', 'L'] as const;
/** After each MCP id in `mcpIds`: an id is letters, digits, `-` and `_`. */
const SEP = '\n';

/**
 * A slice of the charted matches as it crosses from the worker: every string field a number into
 * the corpus's string table (`ChartedColumns.strings`, each distinct value once, -1 for null), the
 * MCP ids in one string, the rest small numbers. Cloned as objects, each match was a dozen of
 * them (the match, its players, every string on its own), ~17k matches long-lived on the request
 * thread for the collector to copy while every corpus is first read at once. Names, dates,
 * tournaments and umpires repeat across matches, so the table holds a fraction of the strings.
 */
export interface ChartedSlice {
  /** Id of the slice's first match; the others follow in id order. */
  firstId: number;
  /** Each match's MCP id followed by `SEP`, match `k`'s from `mcpStart[k]`. */
  mcpIds: string;
  mcpStart: Uint32Array;
  /** `CODES` per match: the string fields (`STRING_FIELDS` order), then the two names. */
  codes: Int32Array;
  /** `SMALL` per match: gender (0 M, 1 W), each hand (index into `HANDS`), ragged (0/1), best-of (-1 null). */
  small: Int8Array;
}

export interface ChartedColumns {
  strings: string[];
  slices: ChartedSlice[];
}

/** The matches (in id order) as one string table and slices of `per` matches. */
export function chartedColumns(list: readonly ChartedMatch[], per: number): ChartedColumns {
  const code = new Map<string, number>();
  const strings: string[] = [];
  const codeOf = (s: string | null) => {
    if (s === null) return -1;
    let c = code.get(s);
    if (c === undefined) {
      c = strings.length;
      strings.push(s);
      code.set(s, c);
    }
    return c;
  };
  const slices: ChartedSlice[] = [];
  for (let from = 0; from < list.length; from += per) {
    const part = list.slice(from, from + per);
    const codes = new Int32Array(part.length * CODES);
    const small = new Int8Array(part.length * SMALL);
    const mcpStart = new Uint32Array(part.length + 1);
    part.forEach((m, k) => {
      STRING_FIELDS.forEach((f, j) => {
        codes[k * CODES + j] = codeOf(m[f]);
      });
      codes[k * CODES + STRING_FIELDS.length] = codeOf(m.players[0].name);
      codes[k * CODES + STRING_FIELDS.length + 1] = codeOf(m.players[1].name);
      small.set(
        [
          m.gender === 'M' ? 0 : 1,
          HANDS.indexOf(m.players[0].hand),
          HANDS.indexOf(m.players[1].hand),
          m.ragged ? 1 : 0,
          m.bestOf ?? -1,
        ],
        k * SMALL,
      );
      mcpStart[k + 1] = mcpStart[k] + m.mcpId.length + SEP.length;
    });
    slices.push({
      firstId: part[0].id,
      mcpIds: part.map((m) => `${m.mcpId}${SEP}`).join(''),
      mcpStart,
      codes,
      small,
    });
  }
  return { strings, slices };
}

/**
 * Makes the matches of each slice over one string table. A player (name and hand) is one object
 * shared by every match that names them so: no reader changes a match or its players.
 */
export class ChartedColumnsReader {
  private readonly players = new Map<number, ChartedPlayer>();

  constructor(private readonly strings: readonly string[]) {}

  private str(c: number): string | null {
    return c < 0 ? null : this.strings[c];
  }

  private player(name: number, hand: number): ChartedPlayer {
    const key = name * HANDS.length + hand;
    let p = this.players.get(key);
    if (!p) {
      p = { name: this.strings[name], hand: HANDS[hand] };
      this.players.set(key, p);
    }
    return p;
  }

  matches(s: ChartedSlice): ChartedMatch[] {
    const out: ChartedMatch[] = [];
    for (let k = 0; k < s.mcpStart.length - 1; k++) {
      const c = k * CODES;
      const n = k * SMALL;
      const bestOf = s.small[n + 4];
      out.push({
        id: s.firstId + k,
        mcpId: s.mcpIds.slice(s.mcpStart[k], s.mcpStart[k + 1] - SEP.length),
        gender: s.small[n] === 0 ? 'M' : 'W',
        date: this.str(s.codes[c]),
        tournament: this.str(s.codes[c + 1]),
        round: this.str(s.codes[c + 2]),
        surface: this.str(s.codes[c + 3]),
        bestOf: bestOf < 0 ? null : bestOf,
        players: [
          this.player(s.codes[c + CODES - 2], s.small[n + 1]),
          this.player(s.codes[c + CODES - 1], s.small[n + 2]),
        ],
        court: this.str(s.codes[c + 4]),
        umpire: this.str(s.codes[c + 5]),
        chartedBy: this.str(s.codes[c + 6]),
        ragged: s.small[n + 3] === 1,
      });
    }
    return out;
  }
}
