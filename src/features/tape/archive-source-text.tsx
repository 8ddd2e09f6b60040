import { VocabText } from '../../components/vocab-text';
import type { ArchiveSource } from './meta-words';

/**
 * An archive tape's source in a sentence: the dataset in words and its match id; a dataset this build
 * does not know reads "unknown", its name as sent on hover, like every other unknown value.
 */
export function ArchiveSourceText({ source }: { source: ArchiveSource }) {
  const id = source.id ? `, match ${source.id}` : '';
  if (source.words.raw === null)
    return (
      <>
        {source.words.text}
        {id}
      </>
    );
  return (
    <>
      a record of <VocabText words={source.words} /> source{id}
    </>
  );
}
