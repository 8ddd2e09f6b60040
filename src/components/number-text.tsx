import { percentText } from '../lib/percent';
import { AbsentValue } from './absent-value';

export interface NumberFormat {
  /** Exactly this many digits after the point; unset, Intl's default (up to 3). */
  decimals?: number;
  /** The value is a share (0.625) shown as a percentage ("62.5%"). */
  percent?: boolean;
  /** A leading + on gains, as a change reads ("+3", "−2"). */
  signed?: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

// One formatter per set of options: building Intl.NumberFormat per cell is slow on long tables.
function formatter({ decimals, percent, signed }: NumberFormat): Intl.NumberFormat {
  const key = `${decimals}|${percent}|${signed}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(undefined, {
      style: percent ? 'percent' : 'decimal',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals ?? (percent ? 1 : 3),
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * The number in the user's locale, or null when there is none (null, undefined, NaN, ±Infinity). A
 * percentage follows the app's one rule (`lib/percent`): never 100% or 0% unless exactly so.
 */
export function formatNumber(value: number | null | undefined, format: NumberFormat = {}): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const f = formatter(format);
  if (!format.percent) return f.format(value);
  return percentText(value, format.decimals ?? 1, (r) => f.format(r));
}

export interface NumberTextProps extends NumberFormat {
  value: number | null | undefined;
  /** Text after the number, e.g. "%" for a value the service already sends as a percentage. */
  suffix?: string;
  /** What the absent mark says to screen readers when there is no number. */
  absentLabel?: string;
}

/** A number formatted with Intl in tabular figures; no number is the absent mark, never 0. */
export function NumberText({ value, suffix = '', absentLabel, ...format }: NumberTextProps) {
  const text = formatNumber(value, format);
  if (text === null) return <AbsentValue label={absentLabel} />;
  return (
    <span className="tabular-nums">
      {text}
      {suffix}
    </span>
  );
}
