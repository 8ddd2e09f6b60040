import { useEffect, useState } from 'react';
import { AbsentValue } from '../../components/absent-value';
import { type Column, DataTable } from '../../components/data-table';
import { LocalTimeText } from '../../components/local-time-text';
import { parseCsv } from '../../lib/parse-csv';
import { readText } from '../../lib/read-text';

/** Rows shown before the table says how many more the file holds. */
const PREVIEW_ROWS = 100;

type Parsed = { header: string[]; rows: string[][] } | { error: string } | null;

/** The first 100 rows of a downloaded corrections CSV, read in the browser (gunzipped when gzip). */
export function CorrectionsPreview({ bytes }: { bytes: Uint8Array<ArrayBuffer> }) {
  const [parsed, setParsed] = useState<Parsed>(null);
  useEffect(() => {
    let live = true;
    readText(bytes).then(
      (text) => {
        const [header = [], ...rows] = parseCsv(text);
        if (live) setParsed({ header, rows });
      },
      () => live && setParsed({ error: 'The corrections file could not be read (it is not valid gzip).' }),
    );
    return () => {
      live = false;
    };
  }, [bytes]);

  if (parsed === null)
    return <p className="text-sm text-slate-700 dark:text-slate-300">Reading corrections…</p>;
  if ('error' in parsed) {
    return (
      <p role="alert" className="text-sm text-rose-800 dark:text-rose-200">
        {parsed.error}
      </p>
    );
  }
  const { header, rows } = parsed;
  if (rows.length === 0) {
    return <p className="text-sm text-slate-700 dark:text-slate-300">The corrections file has no rows.</p>;
  }
  const shown = rows.slice(0, PREVIEW_ROWS);
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm text-slate-700 dark:text-slate-300">
        {rows.length > PREVIEW_ROWS
          ? `First ${PREVIEW_ROWS} of ${rows.length} corrections`
          : `${rows.length} correction${rows.length === 1 ? '' : 's'}`}
      </figcaption>
      <DataTable
        caption="Corrections"
        captionHidden
        columns={header.map(
          (name, c): Column<string[]> => ({
            key: name,
            header: <span className="font-mono text-xs">{name}</span>,
            foldLabel: name,
            className: 'align-top whitespace-nowrap',
            cell: (row) => <CorrectionCell column={name} value={row[c]} />,
          }),
        )}
        rows={shown}
        // Correction rows have no id of their own; their order in the file is their identity.
        rowKey={(_, r) => String(r)}
        boxed
        shadedHeader
        density="compact"
        tableClassName="min-w-full"
      />
    </figure>
  );
}

function CorrectionCell({ column, value }: { column: string; value: string | undefined }) {
  // An empty CSV cell is a null on the wire (e.g. no tournament_key), never an empty string or 0.
  if (value === undefined || value === '') return <AbsentValue />;
  if (column === 'corrected_at') return <LocalTimeText iso={value} />;
  return <>{value}</>;
}
