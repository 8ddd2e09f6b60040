import { useEffect, useState } from 'react';
import type { HistoryTapeRow } from '../../../contract/history-matches';
import type { PricePointRow } from '../../../contract/history-prices';
import { type TapeCsvContext, tapeCsv, tapeFilename, tapeJson } from './tape-csv';

const LINK =
  'rounded-md border border-slate-300 px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800';

/** Download links for the rows currently shown, as CSV and JSON Blobs (revoked when the rows change). */
export function TapeExport({
  rows,
  fileId,
  sequence,
  context,
  prices = null,
}: {
  rows: readonly HistoryTapeRow[];
  fileId: string;
  sequence: string;
  context: TapeCsvContext;
  /** The price row that stood at each tape row (PRO), aligned to `rows`; null when not read. */
  prices?: readonly (PricePointRow | null)[] | null;
}) {
  const [urls, setUrls] = useState<{ csv: string; json: string } | null>(null);
  useEffect(() => {
    let made: { csv: string; json: string } | null = null;
    // Built after the tape has drawn: the Blobs are not needed for the first frame, and building
    // them in the commit would count against the render budget.
    const timer = setTimeout(() => {
      made = {
        csv: URL.createObjectURL(
          new Blob([tapeCsv(rows, context, prices)], { type: 'text/csv;charset=utf-8' }),
        ),
        json: URL.createObjectURL(new Blob([tapeJson(rows)], { type: 'application/json' })),
      };
      setUrls(made);
    }, 250);
    return () => {
      clearTimeout(timer);
      if (made) {
        URL.revokeObjectURL(made.csv);
        URL.revokeObjectURL(made.json);
      }
      setUrls(null);
    };
  }, [rows, context, prices]);
  if (!urls)
    return <p className="text-sm text-slate-700 dark:text-slate-300">Preparing CSV and JSON export…</p>;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-700 dark:text-slate-300">
        Export the {rows.length} rows shown{prices ? ', with the market mid at each point' : ''}:
      </span>
      <a className={LINK} href={urls.csv} download={tapeFilename(fileId, sequence, 'csv')}>
        Download CSV
      </a>
      <a className={LINK} href={urls.json} download={tapeFilename(fileId, sequence, 'json')}>
        Download JSON
      </a>
    </div>
  );
}
