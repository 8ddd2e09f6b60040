/** One line of a chart, as its legend draws it. */
export interface LegendItem {
  label: string;
  colour: string;
  dash?: string;
  width?: number;
}

/**
 * The legend above a chart in plain HTML, beside the y-axis name: recharts' own legend shares the top
 * margin with the event labels and prints over them on a phone.
 */
export function ChartLegend({ axis, items }: { axis: string; items: readonly LegendItem[] }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
      <span className="font-medium">↑ {axis}</span>
      <ul className="flex flex-wrap gap-x-3 gap-y-1" aria-label="Lines">
        {items.map((item) => (
          <li key={item.label} className="flex items-center gap-1">
            <svg width="22" height="8" aria-hidden="true">
              <line
                x1="1"
                y1="4"
                x2="21"
                y2="4"
                stroke={item.colour}
                strokeWidth={item.width ?? 2}
                strokeDasharray={item.dash}
              />
            </svg>
            {item.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
