/** Points of a row that has none (empty field, or a file that records none). */
export const NO_POINTS = 0xffff;

/** Parsed rows of one or more files, column by column (typed arrays: millions of rows). */
export class RowColumns {
  length = 0;
  date = new Int32Array(1 << 16); // yyyymmdd as an integer
  rank = new Uint16Array(1 << 16);
  player = new Int32Array(1 << 16);
  points = new Uint16Array(1 << 16);
  file = new Uint8Array(1 << 16);

  push(date: number, rank: number, player: number, points: number, file: number): void {
    if (this.length === this.date.length) this.grow();
    const i = this.length++;
    this.date[i] = date;
    this.rank[i] = rank;
    this.player[i] = player;
    this.points[i] = points;
    this.file[i] = file;
  }

  private grow(): void {
    const n = this.date.length * 2;
    const grown = <T extends Int32Array | Uint16Array | Uint8Array>(a: T, make: (n: number) => T): T => {
      const b = make(n);
      b.set(a);
      return b;
    };
    this.date = grown(this.date, (k) => new Int32Array(k));
    this.rank = grown(this.rank, (k) => new Uint16Array(k));
    this.player = grown(this.player, (k) => new Int32Array(k));
    this.points = grown(this.points, (k) => new Uint16Array(k));
    this.file = grown(this.file, (k) => new Uint8Array(k));
  }
}

const COMMA = 44;
const NL = 10;
const ZERO = 48;

/**
 * Reads `ranking_date,rank,player,points[,tours]` lines straight from the bytes (no per-line string:
 * a decade file holds up to 920,000 lines). A header line, a line with an empty or non-numeric
 * date, rank or player (upstream has `20160613,1709,,>`) is skipped; points that are empty or not a
 * number, or every point of a file that records none, read as NO_POINTS.
 */
export function parseRankingRows(bytes: Uint8Array, file: number, hasPoints: boolean, out: RowColumns): void {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    // Up to four numeric fields; -1 marks empty or not a number.
    let field = 0;
    let value = 0;
    let digits = 0;
    let bad = false;
    let date = -1;
    let rank = -1;
    let player = -1;
    let points = -1;
    for (; i <= n; i++) {
      const c = i < n ? bytes[i] : NL;
      if (c === COMMA || c === NL || c === 13) {
        const v = digits > 0 && !bad ? value : -1;
        if (field === 0) date = digits === 8 ? v : -1;
        else if (field === 1) rank = v;
        else if (field === 2) player = v;
        else if (field === 3) points = v;
        field++;
        value = 0;
        digits = 0;
        bad = false;
        if (c === NL) {
          i++;
          break;
        }
      } else if (c >= ZERO && c <= ZERO + 9) {
        value = value * 10 + (c - ZERO);
        digits++;
      } else bad = true;
    }
    if (date < 0 || rank <= 0 || player <= 0 || rank >= NO_POINTS) continue;
    const p = hasPoints && points >= 0 && points < NO_POINTS ? points : NO_POINTS;
    out.push(date, rank, player, p, file);
  }
}
