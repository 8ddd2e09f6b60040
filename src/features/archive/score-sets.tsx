import { Fragment } from 'react';

/**
 * A score that wraps between sets only: "6-7(0)" broke as "6-" / "7(0)" in a narrow column, which
 * reads as a different score. Spaces stay plain text so a copied score reads as the source wrote it.
 */
export function ScoreSets({ score }: { score: string }) {
  return (
    <>
      {score.split(' ').map((set, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sets are in play order.
        <Fragment key={i}>
          {i > 0 ? ' ' : ''}
          <span className="whitespace-nowrap">{set}</span>
        </Fragment>
      ))}
    </>
  );
}
