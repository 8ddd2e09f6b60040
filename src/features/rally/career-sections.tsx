import type { ReactNode } from 'react';
import { count, type FamilyRows, FamilyTable, type StatColumn, type Sums, share } from './family-table';
import { columnWords, FAMILY_WORDS } from './family-words';

/** The career rows the local service sends (`rows`, ours); a family's totals alone when it does not. */
export type CareerRows = Record<string, FamilyRows>;

export const CAREER_TABS = [
  { key: 'serve', label: 'Serve' },
  { key: 'return', label: 'Return' },
  { key: 'rallies', label: 'Rally length' },
  { key: 'key-points', label: 'Key points' },
  { key: 'net', label: 'Net' },
  { key: 'shots', label: 'Shot types' },
  { key: 'directions', label: 'Directions' },
  { key: 'matches', label: 'Matches' },
  { key: 'all', label: 'Every family' },
] as const;
export type CareerTab = (typeof CAREER_TABS)[number]['key'];

const won = share('won_pct', 'Won', 'pts_won', 'pts');

function Grid({ children }: { children: ReactNode }) {
  return <div className="grid min-w-0 items-start gap-4 xl:grid-cols-2">{children}</div>;
}

/** Serve: the Overview totals as rates, ServeBasics by serve, and where the serves went. */
function Serve({ rows }: { rows: CareerRows }) {
  const o = rows.Overview?.Total;
  const overview: FamilyRows | undefined = o
    ? {
        'Aces per serve point': { n: o.aces, of: o.serve_pts },
        'Double faults per serve point': { n: o.dfs, of: o.serve_pts },
        '1st serves in': { n: o.first_in, of: o.serve_pts },
        '1st serve points won': { n: o.first_won, of: o.first_in },
        '2nd serve points won': { n: o.second_won, of: o.second_in },
        'Break points saved': { n: o.bp_saved, of: o.bk_pts },
      }
    : undefined;
  const rate: StatColumn[] = [count('n', 'Count'), count('of', 'Out of'), share('rate', 'Rate', 'n', 'of')];
  const basics: StatColumn[] = [
    count('pts', 'Points'),
    won,
    share('ace', 'Aces', 'aces', 'pts'),
    // MCP counts aces, unreturnable serves and forced return errors apart.
    share('unret', 'Unreturnable', 'unret', 'pts'),
    share('forced', 'Forced return errors', 'forced_err', 'pts', true),
    share('short', 'Won in ≤ 3 shots', 'pts_won_lte_3_shots', 'pts', true),
  ];
  return (
    <Grid>
      <FamilyTable caption="Serve at a glance" rows={overview} columns={rate} />
      <FamilyTable
        caption="First and second serve"
        rows={rows.ServeBasics}
        columns={basics}
        order={['Total', '1', '2']}
      />
      <FamilyTable
        caption="Where the serves went"
        rows={serveCourts(rows.ServeDirection?.Total)}
        columns={courtCols}
      />
      <FamilyTable
        caption="Serve by court and direction"
        rows={rows.SvBreakTotal}
        columns={[
          count('pts', 'Points'),
          won,
          share('ace', 'Aces', 'aces', 'pts'),
          share('unret', 'Unreturnable', 'unret', 'pts'),
        ]}
        order={['d', 'a', '4', '5', '6']}
      />
    </Grid>
  );
}

const courtCols: StatColumn[] = [
  share('wide', 'Wide', 'wide', 'all'),
  share('body', 'Body', 'body', 'all'),
  share('t', 'T', 't', 'all'),
];

function serveCourts(d: Sums | undefined): FamilyRows | undefined {
  if (!d) return undefined;
  const court = (w: number, b: number, t: number) => ({ wide: w, body: b, t, all: w + b + t });
  return {
    D: court(d.deuce_wide ?? 0, d.deuce_middle ?? 0, d.deuce_t ?? 0),
    A: court(d.ad_wide ?? 0, d.ad_middle ?? 0, d.ad_t ?? 0),
  };
}

function Return({ rows }: { rows: CareerRows }) {
  const o = rows.Overview?.Total;
  return (
    <Grid>
      <FamilyTable
        caption="Return points"
        rows={o ? { Total: { pts: o.return_pts, pts_won: o.return_pts_won } } : undefined}
        columns={[count('pts', 'Points'), count('pts_won', 'Won'), won]}
      />
      <FamilyTable
        caption="Return outcomes"
        rows={rows.ReturnOutcomes}
        order={['Total', 'v1st', 'v2nd', 'fh', 'bh', 'gs', 'sl']}
        only={['Total', 'v1st', 'v2nd', 'fh', 'bh', 'gs', 'sl']}
        columns={[
          count('pts', 'Points'),
          won,
          share('inplay', 'Put in play', 'in_play', 'returnable'),
          share('inplaywon', 'Won when in play', 'in_play_won', 'in_play', true),
        ]}
      />
      <FamilyTable
        caption="Return depth"
        rows={rows.ReturnDepth}
        only={['Total', 'v1st', 'v2nd', 'fh', 'bh']}
        columns={[
          count('returnable', 'Returnable'),
          share('shallow', 'Short', 'shallow', 'returnable'),
          share('deep', 'Deep', 'deep', 'returnable'),
          share('vdeep', 'Very deep', 'very_deep', 'returnable'),
          share('ue', 'Unforced errors', 'unforced', 'returnable', true),
        ]}
      />
    </Grid>
  );
}

const RALLY_ORDER = ['1-3', '4-6', '7-9', '10+'].flatMap((l) => [l, `${l} serving`, `${l} returning`]);

function Rallies({ rows }: { rows: CareerRows }) {
  return (
    <FamilyTable
      caption="Points by rally length"
      rows={rows.Rally}
      order={['Total', ...RALLY_ORDER]}
      columns={[
        count('pts', 'Points'),
        share('won', 'Won', 'won', 'pts'),
        count('winners', 'Winners', true),
        count('forced', 'Forced errors drawn', true),
        count('unforced', 'Unforced errors', true),
      ]}
    />
  );
}

function KeyPoints({ rows }: { rows: CareerRows }) {
  const cols = [count('pts', 'Points'), count('pts_won', 'Won'), won];
  return (
    <Grid>
      <FamilyTable
        caption="On serve"
        rows={rows.KeyPointsServe}
        order={['STotal', 'BP', 'GP', 'Deuce']}
        columns={cols}
      />
      <FamilyTable
        caption="On return"
        rows={rows.KeyPointsReturn}
        order={['RTotal', 'BPO', 'GPF', 'DeuceR']}
        columns={cols}
      />
    </Grid>
  );
}

function Net({ rows }: { rows: CareerRows }) {
  return (
    <Grid>
      <FamilyTable
        caption="Points at the net"
        rows={rows.NetPoints}
        columns={[
          count('net_pts', 'Points'),
          share('won', 'Won', 'pts_won', 'net_pts'),
          count('net_winner', 'Winners'),
          count('passed_at_net', 'Passed', true),
        ]}
      />
      <FamilyTable
        caption="Serve and volley"
        rows={rows.SnV}
        columns={[
          count('snv_pts', 'Points'),
          share('won', 'Won', 'pts_won', 'snv_pts'),
          count('aces', 'Aces', true),
        ]}
      />
    </Grid>
  );
}

function Shots({ rows }: { rows: CareerRows }) {
  return (
    <FamilyTable
      caption="Shots by type"
      rows={rows.ShotTypes}
      order={[
        'Total',
        'F',
        'B',
        'R',
        'S',
        'V',
        'Z',
        'O',
        'P',
        'U',
        'Y',
        'L',
        'M',
        'H',
        'I',
        'J',
        'K',
        'T',
        'Q',
      ]}
      columns={[
        count('shots', 'Shots'),
        share('w', 'Winners', 'winners', 'shots'),
        share('f', 'Forced errors drawn', 'induced_forced', 'shots', true),
        share('u', 'Unforced errors', 'unforced', 'shots'),
      ]}
    />
  );
}

function Directions({ rows }: { rows: CareerRows }) {
  const d = rows.ShotDirection;
  const withAll: FamilyRows | undefined = d
    ? Object.fromEntries(
        Object.entries(d).map(([l, s]) => [
          l,
          {
            ...s,
            all:
              (s.crosscourt ?? 0) +
              (s.down_middle ?? 0) +
              (s.down_the_line ?? 0) +
              (s.inside_out ?? 0) +
              (s.inside_in ?? 0),
          },
        ]),
      )
    : undefined;
  return (
    <Grid>
      <FamilyTable
        caption="Where the shots went"
        rows={withAll}
        order={['Total', 'F', 'B', 'S']}
        columns={[
          share('xc', 'Crosscourt', 'crosscourt', 'all'),
          share('dtm', 'Middle', 'down_middle', 'all'),
          share('dtl', 'Down the line', 'down_the_line', 'all'),
          share('io', 'Inside-out', 'inside_out', 'all'),
          share('ii', 'Inside-in', 'inside_in', 'all', true),
        ]}
      />
      <FamilyTable
        caption="Outcomes by direction"
        rows={rows.ShotDirOutcomes}
        columns={[
          count('shots', 'Shots'),
          share('w', 'Winners', 'winners', 'shots'),
          share('u', 'Unforced errors', 'unforced', 'shots'),
        ]}
      />
    </Grid>
  );
}

/** Every family as sent, for the analyst who wants the columns the views above leave out. */
function AllFamilies({ rows }: { rows: CareerRows }) {
  return (
    <div className="grid gap-4">
      {Object.entries(rows).map(([family, r]) => {
        const cols = [...new Set(Object.values(r).flatMap((s) => Object.keys(s)))];
        return (
          <FamilyTable
            key={family}
            caption={FAMILY_WORDS[family] ?? family}
            rows={r}
            // ServeInfluence is sent as percentages of points (70.7 = 70.7%), the rest as counts.
            columns={cols.map((c) =>
              family === 'ServeInfluence' && c !== 'pts'
                ? { ...count(c, columnWords(c)), decimals: 1, suffix: '%' }
                : count(c, columnWords(c)),
            )}
          />
        );
      })}
    </div>
  );
}

const VIEWS: Record<Exclude<CareerTab, 'matches'>, (p: { rows: CareerRows }) => ReactNode> = {
  serve: Serve,
  return: Return,
  rallies: Rallies,
  'key-points': KeyPoints,
  net: Net,
  shots: Shots,
  directions: Directions,
  all: AllFamilies,
};

/** One tab of a player's career tables. */
export function CareerSection({ tab, rows }: { tab: Exclude<CareerTab, 'matches'>; rows: CareerRows }) {
  const View = VIEWS[tab];
  return <View rows={rows} />;
}
