import { localDateTime, localTime, utcTitle } from '../lib/local-time';
import { AbsentValue } from './absent-value';

/** An instant in the user's zone with UTC on hover; absent when unknown. */
export function LocalTimeText({
  iso,
  timeOnly = false,
}: {
  iso: string | null | undefined;
  timeOnly?: boolean;
}) {
  const text = timeOnly ? localTime(iso) : localDateTime(iso);
  if (text === null) return <AbsentValue />;
  return (
    <time dateTime={iso ?? undefined} title={utcTitle(iso)}>
      {text}
    </time>
  );
}
