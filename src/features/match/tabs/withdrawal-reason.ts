import { vocabWords } from '../../../lib/vocabulary';

// The service states why it refused a score state as `code: detail` ("illegal_transition: two sets in
// one step"); the code is a word of an open vocabulary, the detail its own prose. A fan reads the
// code in words; the detail, written for operators, waits on hover.
const REASONS: Record<string, string> = {
  illegal_transition: 'the score moved in a way tennis does not allow',
};

// The code, as a code or as its words ("illegal transition"), then the detail after a colon.
const CODE = /^([A-Za-z][A-Za-z0-9_ ]*?)\s*(?::\s*(.*))?$/s;

/** A refusal reason in a fan's words (unknown codes read "unknown", raw on hover) and its detail. */
export function withdrawalReason(reason: string | null | undefined) {
  const text = reason?.trim();
  if (!text) return null;
  const m = CODE.exec(text);
  // No code at all: prose only, shown as a reason not known here (the text on hover).
  if (!m) return { words: { text: 'unknown', raw: text }, detail: null };
  const code = m[1].toLowerCase().replace(/ +/g, '_');
  const words = vocabWords(code, REASONS);
  if (words?.raw) words.raw = m[1];
  return { words, detail: m[2]?.trim() || null };
}
