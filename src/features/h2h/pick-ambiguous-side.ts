const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * Which of the two names the `ambiguous_name` candidates belong to. The problem carries names only,
 * so the side is the one whose fragment every candidate contains; p1 first, as the service checks it
 * first and answers for it alone when both are ambiguous.
 */
export function pickAmbiguousSide(a: string, b: string, candidates: readonly string[]): 'a' | 'b' {
  const all = (fragment: string) => candidates.every((c) => fold(c).includes(fold(fragment)));
  if (all(a)) return 'a';
  if (all(b)) return 'b';
  return 'a';
}
