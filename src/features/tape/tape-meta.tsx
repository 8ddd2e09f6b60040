import { VocabText } from '../../components/vocab-text';
import { ArchiveSourceText } from './archive-source-text';
import {
  archiveSourceWords,
  coverageWords,
  modelRowsWords,
  pointSourceWords,
  pointsWords,
} from './meta-words';
import type { TapeView } from './tape-view';

/** The tape's meta explained in words, so "reconstructed" or "0 model rows" is not a riddle. */
export function TapeMeta({ tape }: { tape: TapeView }) {
  const { meta } = tape;
  // An archive tape names the dataset its points came from: say that rather than the generic word.
  const source = archiveSourceWords((meta as { source?: unknown }).source);
  return (
    <section aria-labelledby="tape-meta-heading" className="grid gap-1 text-sm">
      <h2 id="tape-meta-heading" className="text-base font-semibold">
        About this tape
      </h2>
      <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700 dark:text-slate-300">Coverage</dt>
        <dd>
          <VocabText words={coverageWords(meta.coverage)} />
        </dd>
        <dt className="font-medium text-slate-700 dark:text-slate-300">Point source</dt>
        <dd data-testid="tape-point-source">
          {source ? (
            <>
              The points of <ArchiveSourceText source={source} />, re-scored here (no clock)
            </>
          ) : (
            <VocabText words={pointSourceWords(meta.point_source)} />
          )}
        </dd>
        <dt className="font-medium text-slate-700 dark:text-slate-300">Rows</dt>
        <dd>
          {tape.rows.length} rows shown
          {typeof meta.raw_rows === 'number' ? ` (${meta.raw_rows} committed` : ''}
          {typeof meta.raw_rows === 'number' && typeof meta.unique_states === 'number'
            ? `, ${meta.unique_states} distinct score states)`
            : typeof meta.raw_rows === 'number'
              ? ')'
              : ''}
          .
        </dd>
        <dt className="font-medium text-slate-700 dark:text-slate-300">Model rows</dt>
        <dd>{modelRowsWords(meta.model_rows, tape.rows.length)}</dd>
        {meta.points && (
          <>
            <dt className="font-medium text-slate-700 dark:text-slate-300">Points</dt>
            <dd>{pointsWords(meta.points).join(' ')}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
