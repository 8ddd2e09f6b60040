import type { RallyPoint } from '../../../contract/rally';

type Shot = NonNullable<RallyPoint['shots']>[number];

// The decoded vocabulary in a fan's words; a value the view does not know reads "unknown" and keeps
// its raw form for the hover title (the contract's enums are open).
const STROKE: Record<string, string> = {
  serve: 'serve',
  groundstroke: '',
  slice: 'slice',
  volley: 'volley',
  half_volley: 'half-volley',
  swinging_volley: 'swinging volley',
  overhead: 'smash',
  drop_shot: 'drop shot',
  lob: 'lob',
  trick: 'trick shot',
  unknown: 'shot',
};
const DIRECTION: Record<string, string> = {
  forehand_side: 'to the forehand side',
  middle: 'down the middle',
  backhand_side: 'to the backhand side',
};
const DEPTH: Record<string, string> = { shallow: 'short', mid: 'mid-court', deep: 'deep' };
const POSITION: Record<string, string> = {
  approaching: 'approaching',
  at_net: 'at the net',
  baseline: 'from the baseline',
};
const SERVE_DIRECTION: Record<string, string> = {
  wide: 'wide',
  body: 'at the body',
  down_the_t: 'down the T',
};
const ERROR: Record<string, string> = {
  net: 'into the net',
  wide: 'wide',
  deep: 'long',
  wide_and_deep: 'wide and long',
};

const known = (map: Record<string, string>, v: string | null | undefined): string | null =>
  v == null ? null : v in map ? map[v] : 'unknown';

/** A stroke in words: "backhand slice to the forehand side, deep, approaching". */
export function shotWords(s: Shot, serveDirection?: string | null): string {
  if (s.stroke === 'serve') {
    const where = known(SERVE_DIRECTION, serveDirection);
    return ['Serve', where, s.position === 'approaching' ? 'and volley' : null].filter(Boolean).join(' ');
  }
  const stroke = known(STROKE, s.stroke);
  const wing = s.wing === 'forehand' || s.wing === 'backhand' ? s.wing : null;
  const head = [wing, stroke].filter(Boolean).join(' ') || 'shot';
  const tail = [known(DIRECTION, s.direction), known(DEPTH, s.depth), known(POSITION, s.position)].filter(
    Boolean,
  );
  const text = tail.length ? `${head} ${tail.join(', ')}` : head;
  return text[0].toUpperCase() + text.slice(1);
}

/** Who struck shot n: the server strikes the odd shots (serve 1, third ball 3 …), the returner the even. */
export const strikerOf = (n: number, server: 1 | 2): 1 | 2 => (n % 2 === 1 ? server : server === 1 ? 2 : 1);

/** How the point ended, in words ("Winner", "Unforced error into the net", "Double fault"). */
export function endingWords(p: RallyPoint): string | null {
  if (p.is_double_fault) return 'Double fault';
  if (p.is_ace) return 'Ace';
  if (p.unreturned_kind === 'unreturnable') return 'Unreturnable serve';
  const where = known(ERROR, p.error_location);
  switch (p.outcome) {
    case 'winner':
      return 'Winner';
    case 'forced_error':
      return where ? `Forced error, ${where}` : 'Forced error';
    case 'unforced_error':
      return where ? `Unforced error, ${where}` : 'Unforced error';
    case 'error':
      return where ? `Error, ${where}` : 'Error';
    case 'other':
      return 'Point awarded';
    case null:
    case undefined:
      return null;
    default:
      return 'unknown';
  }
}

/** "Shots in the rally" as a fan counts them: serve included, the missed ball not. */
export function rallyLengthWords(n: number | null | undefined): string | null {
  if (n == null) return null;
  return n === 1 ? '1 shot' : `${n} shots`;
}
