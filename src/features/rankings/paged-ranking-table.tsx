import type { ComponentProps, ReactNode } from 'react';
import type { RankingRecord } from '../../../contract/rankings';
import { ViewEmpty } from '../../components/view-states';
import { type RankingColumn, RankingTable } from './ranking-table';
import { PAGE_SIZE, type RankingsUrl, type useRankingsUrl } from './rankings-url';
import { TablePager } from './table-pager';

interface Props {
  caption: string;
  rows: readonly RankingRecord[];
  columns: RankingColumn[];
  url: RankingsUrl;
  update: ReturnType<typeof useRankingsUrl>[1];
  total: number | null | undefined;
  hasMore: boolean | null | undefined;
  /** What the empty page says; " on this page" is added past the first page. */
  empty: ReactNode;
  career?: ComponentProps<typeof RankingTable>['career'];
  note?: ComponentProps<typeof RankingTable>['note'];
}

/** One page of a ranking ladder with its pager: rows select the player whose career opens above. */
export function PagedRankingTable({
  caption,
  rows,
  columns,
  url,
  update,
  total,
  hasMore,
  empty,
  career,
  note,
}: Props) {
  if (rows.length === 0) {
    return (
      <ViewEmpty>
        {empty}
        {url.page > 1 ? ' on this page' : ''}.
      </ViewEmpty>
    );
  }
  return (
    <>
      <RankingTable
        caption={caption}
        rows={rows}
        columns={columns}
        selectedPlayer={url.player}
        onSelectPlayer={(id) => update({ player: String(id) })}
        career={career}
        note={note}
      />
      <TablePager
        page={url.page}
        pageSize={PAGE_SIZE}
        shown={rows.length}
        total={total}
        hasMore={hasMore}
        onPage={(page) => update({ page: page === 1 ? null : String(page) })}
      />
    </>
  );
}
