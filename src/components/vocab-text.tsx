/** A value of an open vocabulary in words: `raw` set means the app does not know it. */
export interface VocabTextProps {
  words: { text: string; raw: string | null } | null;
}

/**
 * Shows a vocabulary value the one way: its words, or "unknown" with the value as sent on hover (and
 * read to screen readers), so a value added after this build is never shown as if it were known.
 * Nothing for null: the caller leaves the value out.
 */
export function VocabText({ words }: VocabTextProps) {
  if (!words) return null;
  if (words.raw === null) return <>{words.text}</>;
  return (
    <span title={`Not known to Courtside: “${words.raw}”`} data-raw={words.raw}>
      {words.text}
    </span>
  );
}
