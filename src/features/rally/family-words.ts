// Words for the Match Charting Project's family, row and column codes (data/README.md, charting/).
// A code not listed here is shown as sent: families are open records and may grow.

export const FAMILY_WORDS: Record<string, string> = {
  Overview: 'Overview',
  ServeBasics: 'Serve basics',
  ServeDirection: 'Serve direction',
  ServeInfluence: 'Serve influence (points won when the rally reaches n shots)',
  SvBreakTotal: 'Serve by court and direction',
  SvBreakSplit: 'First and second serve by court and direction',
  SnV: 'Serve and volley',
  KeyPointsServe: 'Key points on serve',
  KeyPointsReturn: 'Key points on return',
  ReturnOutcomes: 'Return outcomes',
  ReturnDepth: 'Return depth',
  Rally: 'Rally length',
  NetPoints: 'Net points',
  ShotTypes: 'Shot types',
  ShotDirection: 'Shot direction',
  ShotDirOutcomes: 'Shot direction outcomes',
};

/**
 * The order an analyst reads a match in: the overview by set, serve, return, rallies, key points, the
 * net, then shots. The service sends families in its own order; one it adds later follows these.
 */
const READING_ORDER = [
  'Overview',
  'ServeBasics',
  'ServeDirection',
  'ServeInfluence',
  'SvBreakTotal',
  'SvBreakSplit',
  'SnV',
  'ReturnOutcomes',
  'ReturnDepth',
  'Rally',
  'KeyPointsServe',
  'KeyPointsReturn',
  'NetPoints',
  'ShotTypes',
  'ShotDirection',
  'ShotDirOutcomes',
];

/** The families' keys in reading order; unknown ones after the known, in the order sent. */
export function familyReadingOrder(keys: readonly string[]): string[] {
  const rank = (k: string) => {
    const i = READING_ORDER.indexOf(k);
    return i >= 0 ? i : READING_ORDER.length;
  };
  return keys
    .map((k, i) => ({ k, i }))
    .sort((a, b) => rank(a.k) - rank(b.k) || a.i - b.i)
    .map(({ k }) => k);
}

const ROW_WORDS: Record<string, string> = {
  Total: 'All',
  // KeyPoints families: MCP's totals of the key points only (break, game and deuce points), not every point.
  STotal: 'All key points on serve',
  RTotal: 'All key points on return',
  BP: 'Break points faced',
  BPO: 'Break point chances',
  GP: 'Game points',
  GPF: 'Opponent game points',
  Deuce: 'Deuce points',
  DeuceR: 'Deuce points on return',
  NetPoints: 'All net points',
  Approach: 'Approach shots',
  NetPointsRallies: 'Net points in rallies',
  ApproachRallies: 'Approaches in rallies',
  v1st: 'Against first serves',
  v2nd: 'Against second serves',
  fh: 'Forehand returns',
  bh: 'Backhand returns',
  gs: 'Groundstroke returns',
  sl: 'Slice returns',
  D: 'Deuce court',
  A: 'Ad court',
  d: 'Deuce court',
  a: 'Ad court',
  '4': 'Wide serves',
  '5': 'Body serves',
  '6': 'Serves down the T',
  SnV: 'Serve and volley',
  nonSnV: 'Stayed back',
  Fside: 'Forehand side',
  Bside: 'Backhand side',
  Fgs: 'Forehand groundstrokes',
  Bgs: 'Backhand groundstrokes',
  Base: 'From the baseline',
  Net: 'At the net',
  Gs: 'Groundstrokes',
  Dr: 'Drop shots',
  Lo: 'Lobs',
  Vo: 'Volleys',
  Sw: 'Swinging volleys',
  F: 'Forehands',
  B: 'Backhands',
  R: 'Forehand slices',
  S: 'Backhand slices',
  U: 'Forehand drop shots',
  Y: 'Backhand drop shots',
  L: 'Forehand lobs',
  M: 'Backhand lobs',
  V: 'Forehand volleys',
  Z: 'Backhand volleys',
  O: 'Overheads',
  P: 'Backhand overheads',
  H: 'Forehand half-volleys',
  I: 'Backhand half-volleys',
  J: 'Forehand swinging volleys',
  K: 'Backhand swinging volleys',
  T: 'Trick shots',
  Q: 'Unknown shots',
};

const DIR_WORDS: Record<string, string> = {
  XC: 'crosscourt',
  DTM: 'down the middle',
  DTL: 'down the line',
  IO: 'inside-out',
  II: 'inside-in',
};
const WING_WORDS: Record<string, string> = { F: 'Forehand', B: 'Backhand', S: 'Slice' };

/** A family's row label in words: "F-XC" → "Forehand crosscourt", "1-3 serving" stays readable. */
export function rowWords(label: string): string {
  if (label in ROW_WORDS) return ROW_WORDS[label];
  const dir = /^([FBS])-(\w+)$/.exec(label);
  if (dir && dir[2] in DIR_WORDS) return `${WING_WORDS[dir[1]]} ${DIR_WORDS[dir[2]]}`;
  const court = /^([456])([DAda])$/.exec(label);
  if (court) return `${ROW_WORDS[court[1]]}, ${court[2].toLowerCase() === 'd' ? 'deuce' : 'ad'} court`;
  const rally = /^(1-3|4-6|7-9|10\+?)( serving| returning)?$/.exec(label);
  if (rally) return `${rally[1] === '10' ? '10+' : rally[1]} shots${rally[2] ?? ''}`;
  // Outside Overview (whose rows are sets), the serve families number their rows by serve.
  if (label === '1') return '1st serve';
  if (label === '2') return '2nd serve';
  return label;
}

const COLUMN_WORDS: Record<string, string> = {
  pts: 'Points',
  pts_won: 'Won',
  won: 'Won',
  serve_pts: 'Serve points',
  return_pts: 'Return points',
  return_pts_won: 'Return points won',
  first_in: '1st serves in',
  first_won: '1st serve points won',
  second_in: '2nd serves in',
  second_won: '2nd serve points won',
  bk_pts: 'Break points faced',
  bp_saved: 'Break points saved',
  dfs: 'Double faults',
  aces: 'Aces',
  unret: 'Unreturned',
  forced_err: 'Forced errors',
  pts_won_lte_3_shots: 'Won in ≤ 3 shots',
  svc_winners: 'Service winners',
  rally_winners: 'Rally winners',
  rally_forced: 'Forced errors drawn',
  unforced: 'Unforced errors',
  winners: 'Winners',
  forced: 'Forced errors drawn',
  shots: 'Shots',
  pt_ending: 'Ended the point',
  induced_forced: 'Forced errors drawn',
  shots_in_pts_won: 'In points won',
  shots_in_pts_lost: 'In points lost',
  serve_return: 'Serves and returns',
  crosscourt: 'Crosscourt',
  down_middle: 'Down the middle',
  down_the_line: 'Down the line',
  inside_out: 'Inside-out',
  inside_in: 'Inside-in',
  net_pts: 'Net points',
  net_winner: 'Winners at the net',
  net_unforced: 'Unforced errors at the net',
  passed_at_net: 'Passed at the net',
  passing_shot_induced_forced: 'Forced errors on passing shots',
  total_shots: 'Shots',
  returnable: 'Returnable serves',
  returnable_won: 'Returnable serves won',
  in_play: 'Returns in play',
  in_play_won: 'Returns in play won',
  shallow: 'Short',
  deep: 'Deep',
  very_deep: 'Very deep',
  err_net: 'Errors into the net',
  err_deep: 'Errors long',
  err_wide: 'Errors wide',
  err_wide_deep: 'Errors wide and long',
  err_foot: 'Foot faults',
  err_unknown: 'Errors, kind unknown',
  deuce_wide: 'Deuce court wide',
  deuce_middle: 'Deuce court body',
  deuce_t: 'Deuce court T',
  ad_wide: 'Ad court wide',
  ad_middle: 'Ad court body',
  ad_t: 'Ad court T',
  wide: 'Wide',
  body: 'Body',
  t: 'T',
  snv_pts: 'Serve-and-volley points',
  return_forced: 'Return forced errors',
  winners_fh: 'Forehand winners',
  winners_bh: 'Backhand winners',
  unforced_fh: 'Forehand unforced errors',
  unforced_bh: 'Backhand unforced errors',
};

/** A column code in words: `pts_won` → "Won", `won_3+` → "Won when 3+ shots", `first_aces` → "1st: aces". */
export function columnWords(col: string): string {
  if (col in COLUMN_WORDS) return COLUMN_WORDS[col];
  const influence = /^won_(\d+)\+$/.exec(col);
  if (influence) return `Won at ${influence[1]}+ shots`;
  const split = /^(first|second)_(.+)$/.exec(col);
  if (split) return `${split[1] === 'first' ? '1st' : '2nd'} serve: ${columnWords(split[2]).toLowerCase()}`;
  const text = col.replaceAll('_', ' ');
  return text[0].toUpperCase() + text.slice(1);
}
