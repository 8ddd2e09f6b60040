/**
 * The Match Charting Project's shot notation (data_dictionary.txt and the MCP instructions): a serve
 * digit (4 wide, 5 body, 6 down the T, 0 unknown), then one letter per stroke, each followed by
 * optional position (`+` approach, `-` at net, `=` baseline), direction (1 to a right-hander's
 * forehand side, 2 middle, 3 backhand side) and depth (7 shallow, 8 mid, 9 deep) digits, and the
 * point's end: an error letter (n net, w wide, d deep, x wide and deep, ! shank, e unknown) and
 * `*` winner, `#` forced error or `@` unforced error. A leading `c` is a let, `;` a net cord, `^` a
 * stop or drop volley. Whole-point codes S/R (server/returner awarded) and P/Q (penalties) stand alone.
 * Nothing is guessed: a character outside the notation marks the point `parsed: false` and the part
 * read before it is still returned.
 */

type Stroke =
  | 'serve'
  | 'groundstroke'
  | 'slice'
  | 'volley'
  | 'half_volley'
  | 'swinging_volley'
  | 'overhead'
  | 'drop_shot'
  | 'lob'
  | 'trick'
  | 'unknown';

interface Shot {
  number: number;
  code: string;
  stroke: Stroke;
  wing: 'forehand' | 'backhand' | null;
  direction: 'forehand_side' | 'middle' | 'backhand_side' | null;
  depth: 'shallow' | 'mid' | 'deep' | null;
  position: 'approaching' | 'at_net' | 'baseline' | null;
  net_cord?: boolean;
}

type Outcome = 'winner' | 'forced_error' | 'unforced_error' | 'error' | 'other';
type ErrorLocation = 'net' | 'wide' | 'deep' | 'wide_and_deep';

export interface DecodedPoint {
  raw: string;
  parsed: boolean;
  serve_number: 1 | 2 | null;
  serve_direction: 'wide' | 'body' | 'down_the_t' | null;
  /** The first serve when it was a fault (ours): where it went and how it missed. */
  first_serve_fault: {
    direction: DecodedPoint['serve_direction'];
    error: ErrorLocation | 'foot_fault' | null;
  } | null;
  rally_length: number | null;
  outcome: Outcome | null;
  error_location: ErrorLocation | null;
  ending_stroke: Stroke | null;
  ending_wing: 'forehand' | 'backhand' | null;
  is_ace: boolean;
  is_double_fault: boolean;
  is_serve_and_volley: boolean;
  is_unreturned: boolean;
  unreturned_kind: 'ace' | 'unreturnable' | 'return_error' | null;
  shots: Shot[];
}

const STROKES: Record<string, [Stroke, Shot['wing']]> = {
  f: ['groundstroke', 'forehand'],
  b: ['groundstroke', 'backhand'],
  r: ['slice', 'forehand'],
  s: ['slice', 'backhand'],
  v: ['volley', 'forehand'],
  z: ['volley', 'backhand'],
  o: ['overhead', 'forehand'],
  p: ['overhead', 'backhand'],
  u: ['drop_shot', 'forehand'],
  y: ['drop_shot', 'backhand'],
  l: ['lob', 'forehand'],
  m: ['lob', 'backhand'],
  h: ['half_volley', 'forehand'],
  i: ['half_volley', 'backhand'],
  j: ['swinging_volley', 'forehand'],
  k: ['swinging_volley', 'backhand'],
  t: ['trick', null],
  q: ['unknown', null],
};
const SERVE_DIR: Record<string, DecodedPoint['serve_direction']> = {
  '4': 'wide',
  '5': 'body',
  '6': 'down_the_t',
  '0': null,
};
const DIRECTION: Record<string, Shot['direction']> = {
  '1': 'forehand_side',
  '2': 'middle',
  '3': 'backhand_side',
};
const DEPTH: Record<string, Shot['depth']> = { '7': 'shallow', '8': 'mid', '9': 'deep' };
const POSITION: Record<string, Shot['position']> = { '+': 'approaching', '-': 'at_net', '=': 'baseline' };
const ERROR: Record<string, ErrorLocation | null> = {
  n: 'net',
  w: 'wide',
  d: 'deep',
  x: 'wide_and_deep',
  '!': null,
  e: null,
};
const END: Record<string, Outcome> = { '*': 'winner', '#': 'forced_error', '@': 'unforced_error' };

interface Serve {
  direction: DecodedPoint['serve_direction'];
  snv: boolean;
  fault: ErrorLocation | 'foot_fault' | null | undefined;
  rest: string;
  ok: boolean;
}

/** Reads the serve at the head of one serve string; `fault` undefined when the serve went in. */
function readServe(s: string): Serve {
  let i = 0;
  while (s[i] === 'c') i++; // lets are replayed: they do not count
  if (s[i] === 'V') return { direction: null, snv: false, fault: null, rest: '', ok: i + 1 === s.length };
  const d = s[i];
  if (!(d in SERVE_DIR))
    return { direction: null, snv: false, fault: undefined, rest: s.slice(i), ok: false };
  i++;
  let snv = false;
  while (s[i] === '+' || s[i] === ';') {
    if (s[i] === '+') snv = true;
    i++;
  }
  const c = s[i];
  if (c === 'g' || (c !== undefined && c in ERROR)) {
    // Some charters close a fault with `@`, `#` or a stray `;`: a fault has no other ending.
    let j = i + 1;
    while (s[j] === '@' || s[j] === '#' || s[j] === ';') j++;
    const fault = c === 'g' ? 'foot_fault' : ERROR[c];
    return { direction: SERVE_DIR[d], snv, fault, rest: s.slice(j), ok: true };
  }
  return { direction: SERVE_DIR[d], snv, fault: undefined, rest: s.slice(i), ok: true };
}

function emptyPoint(raw: string): DecodedPoint {
  return {
    raw,
    parsed: true,
    serve_number: null,
    serve_direction: null,
    first_serve_fault: null,
    rally_length: null,
    outcome: null,
    error_location: null,
    ending_stroke: null,
    ending_wing: null,
    is_ace: false,
    is_double_fault: false,
    is_serve_and_volley: false,
    is_unreturned: false,
    unreturned_kind: null,
    shots: [],
  };
}

/** Decodes one charted point from its `1st` and `2nd` strings. */
export function decodePoint(first: string, second: string): DecodedPoint {
  const raw = second ? `${first};${second}` : first;
  const p = emptyPoint(raw);
  if (/^[SRPQ]$/.test(first)) {
    p.outcome = 'other';
    return p;
  }
  const one = readServe(first);
  let serve = one;
  p.serve_number = 1;
  if (one.fault !== undefined) {
    p.first_serve_fault = { direction: one.direction, error: one.fault };
    if (!second) {
      p.parsed = false;
      return p;
    }
    if (/^[SRPQ]$/.test(second)) {
      p.outcome = 'other';
      return p;
    }
    serve = readServe(second);
    p.serve_number = 2;
    if (serve.fault !== undefined) {
      p.serve_direction = serve.direction;
      p.is_double_fault = true;
      p.outcome = 'error';
      p.error_location = serve.fault === 'foot_fault' ? null : serve.fault;
      p.rally_length = 0;
      p.parsed = serve.ok && serve.rest === '';
      p.shots = [serveShot(serve, second.slice(0, second.length - serve.rest.length))];
      return p;
    }
  }
  p.serve_direction = serve.direction;
  p.is_serve_and_volley = serve.snv;
  p.parsed = serve.ok;
  const served = p.serve_number === 2 ? second : first;
  p.shots = [serveShot(serve, served.slice(0, served.length - serve.rest.length))];
  readRally(serve.rest, p);
  return p;
}

function serveShot(s: Serve, code: string): Shot {
  return {
    number: 1,
    code: code.replace(/^c+/, ''),
    stroke: 'serve',
    wing: null,
    direction: null,
    depth: null,
    position: s.snv ? 'approaching' : null,
  };
}

/** Reads the strokes after the serve into `p.shots` and the point's end into `p`. */
function readRally(rest: string, p: DecodedPoint): void {
  let shot: Shot = p.shots[0];
  let errorSeen = false;
  for (const c of rest) {
    if (c in STROKES && !errorSeen) {
      const [stroke, wing] = STROKES[c];
      shot = {
        number: p.shots.length + 1,
        code: c,
        stroke,
        wing,
        direction: null,
        depth: null,
        position: null,
      };
      p.shots.push(shot);
    } else if (c in POSITION && shot.number > 1) shot.position = POSITION[c];
    else if (c in DIRECTION && shot.number > 1 && shot.direction === null) shot.direction = DIRECTION[c];
    else if (c in DEPTH && shot.number > 1) shot.depth = DEPTH[c];
    else if (c === '0' || c === '^') continue;
    else if (c === ';') shot.net_cord = true;
    else if (c in ERROR) {
      errorSeen = true;
      p.error_location = ERROR[c];
      p.outcome ??= 'error';
    } else if (c in END) {
      p.outcome = END[c];
    } else {
      p.parsed = false;
      break;
    }
    // A stroke letter opened `shot` with its code; every other mark belongs to the current shot.
    if (!(c in STROKES) || errorSeen) shot.code += c;
  }
  const last = p.shots[p.shots.length - 1];
  const shots = p.shots.length;
  if (p.outcome === null) {
    // A rally string with no end code: the charter stopped; the shots stay, the ending is unknown.
    p.parsed = false;
    p.rally_length = null;
    return;
  }
  const lastMissed = p.outcome !== 'winner';
  // Shots in play, serve included and the missed ball excluded (data_dictionary.txt, rallyCount).
  p.rally_length = lastMissed ? shots - 1 : shots;
  p.ending_stroke = last.stroke;
  p.ending_wing = last.wing;
  if (shots === 1 && p.outcome === 'winner') {
    p.is_ace = true;
    p.is_unreturned = true;
    p.unreturned_kind = 'ace';
  } else if (shots === 1 && p.outcome === 'forced_error') {
    // `#` straight after the serve: an unreturnable serve (the returner touched it, or not).
    p.is_unreturned = true;
    p.unreturned_kind = 'unreturnable';
    p.rally_length = 1;
  } else if (shots === 2 && lastMissed) {
    p.is_unreturned = true;
    p.unreturned_kind = 'return_error';
  }
}
