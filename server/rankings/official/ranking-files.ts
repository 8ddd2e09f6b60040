export type OfficialSystem = 'atp' | 'wta';

export interface RankingFile {
  file: string;
  /** Date of the upstream file version (its commit): where two files publish one week, the newer wins. */
  version: string;
  /** False when the file carries no ranking points (ATP 80s: `0` in every row means "not recorded"). */
  points: boolean;
}

const f = (file: string, version: string, points = true): RankingFile => ({ file, version, points });

// Every rankings file of data/rankings (see data/README.md, "rankings/"). Twelve have no header line
// and one (ATP 00s) is an unverified rebuild; the reader takes line 1 as data when it is data.
export const RANKING_FILES: Record<OfficialSystem, RankingFile[]> = {
  atp: [
    f('atp_rankings_70s.csv.gz', '2024-12-30'),
    f('atp_rankings_80s.csv.gz', '2018-09-26', false),
    f('atp_rankings_90s.csv.gz', '2018-09-26'),
    f('atp_rankings_00s.unverified.csv.gz', '2018-09-26'),
    f('atp_rankings_10s_to_2016.csv.gz', '2017-03-05'),
    f('atp_rankings_2017_jan_sep.csv.gz', '2017-09-14'),
    f('atp_rankings_2018_jan_sep.csv.gz', '2018-09-26'),
    f('atp_rankings_2019.csv.gz', '2019-12-02'),
    f('atp_rankings_20s_to_2021.csv.gz', '2022-12-26'),
    f('atp_rankings_2022.csv.gz', '2023-01-02'),
    f('atp_rankings_2023.csv.gz', '2023-12-26'),
    f('atp_rankings_current.csv.gz', '2024-12-30'),
  ],
  wta: [
    f('wta_rankings_80s.csv.gz', '2024-12-30'),
    f('wta_rankings_90s.csv.gz', '2020-01-26'),
    f('wta_rankings_00s.csv.gz', '2020-01-26'),
    f('wta_rankings_10s_to_2017_nov.csv.gz', '2019-12-02'),
    f('wta_rankings_2018.csv.gz', '2019-01-01'),
    f('wta_rankings_2019.csv.gz', '2019-12-02'),
    f('wta_rankings_20s_to_2021.csv.gz', '2022-12-26'),
    f('wta_rankings_2022.csv.gz', '2023-01-02'),
    f('wta_rankings_2023.csv.gz', '2023-12-26'),
    f('wta_rankings_current.csv.gz', '2024-12-30'),
  ],
};

/**
 * Spans with no list that are not holes in the data: the tours froze their rankings from March to
 * August 2020 (COVID) and published none, so the weeks around it are not a gap to report.
 */
export const FROZEN_SPANS: Record<OfficialSystem, { from: string; to: string }[]> = {
  atp: [{ from: '2020-03-16', to: '2020-08-24' }],
  wta: [{ from: '2020-03-16', to: '2020-08-10' }],
};
