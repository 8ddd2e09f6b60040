import { Fragment } from 'react';

/**
 * Words that may wrap between parts only, never inside one: a score broke "6-7(0)" as "6-" / "7(0)"
 * in a narrow column, which reads as a different score. The spaces stay plain text, so a copied line
 * reads as written.
 */
export function UnbrokenParts({ parts }: { parts: readonly string[] }) {
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: parts are in reading order and never re-sorted.
        <Fragment key={i}>
          {i > 0 ? ' ' : ''}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </>
  );
}
