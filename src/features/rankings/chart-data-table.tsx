import type { ReactNode } from 'react';

interface Props {
  summary: string;
  headers: readonly { label: string; numeric?: boolean }[];
  /** The `<tr>` rows, newest first. */
  children: ReactNode;
}

/** The numbers a career chart draws, folded under the chart so a screen reader or a copy can have them. */
export function ChartDataTable({ summary, headers, children }: Props) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer rounded font-medium focus-visible:outline-2 focus-visible:outline-indigo-600">
        {summary}
      </summary>
      <div className="max-h-80 overflow-y-auto">
        <table className="mt-2 text-left">
          <thead>
            <tr>
              {headers.map((h) => (
                <th
                  key={h.label}
                  scope="col"
                  className={`pr-4 font-semibold ${h.numeric ? 'text-right' : ''}`}
                >
                  {h.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </details>
  );
}
