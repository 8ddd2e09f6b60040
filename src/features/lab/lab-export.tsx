import { Button } from '../../components/button';
import type { LabTrade, MatchLabel } from './evaluate-match';
import { labCsv, labFilename } from './lab-csv';
import type { LabRule } from './lab-rule';

/** Downloads the trades as CSV, built when asked (a day's trades can run to thousands of lines). */
export function LabExport({
  trades,
  labels,
  rule,
  from,
  to,
}: {
  trades: readonly LabTrade[];
  labels: Record<number, MatchLabel>;
  rule: LabRule;
  from: string;
  to: string;
}) {
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([labCsv(trades, labels, rule)], { type: 'text/csv;charset=utf-8' }),
    );
    const a = document.createElement('a');
    a.href = url;
    a.download = labFilename(from, to);
    a.click();
    // The click has handed the Blob to the download; the URL is not needed after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <Button variant="secondary" size="sm" onClick={download} disabled={trades.length === 0}>
      Download the trades as CSV
    </Button>
  );
}
