import { FIRST_SCREEN_MATCH_ATTRIBUTE, type FirstScreenMatch } from '../../contract/first-reads';

// The gateway serves a match page with its players' names already in the HTML (its heading and
// scoreboard frame) and names them again on #root, so the app's first render draws the same names
// in the same boxes until the match's read answers, instead of a placeholder that blanks them.

const name = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' && v.length <= 200 ? v : null;

const replayOf = (v: unknown): FirstScreenMatch['replay'] => {
  if (v === null || typeof v !== 'object') return null;
  const { event, date } = v as Record<string, unknown>;
  return { event: name(event), date: name(date) };
};

/** The names the served page gave match `id`'s first screen, or null (none, another match, unreadable). */
export function servedMatchNames(id: number | null): FirstScreenMatch | null {
  if (id === null || typeof document === 'undefined') return null;
  const raw = document.getElementById('root')?.getAttribute(FIRST_SCREEN_MATCH_ATTRIBUTE);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    const p1 = name(v.p1);
    const p2 = name(v.p2);
    return v.id === id && p1 && p2 ? { id, p1, p2, replay: replayOf(v.replay) } : null;
  } catch {
    return null;
  }
}
