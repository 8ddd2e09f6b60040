import type { ApiError } from '../../api/api-error';

/**
 * The headline for a failed search. A 400 is the user's input, so it says what the service objected
 * to (its detail names the parameter and rule) and, when the service lists them, the values it takes.
 */
export function searchFailureTitle(error: ApiError, fallback: string): string {
  const p = error.problem;
  if (p.type !== 'bad_request') return fallback;
  const said = error.detail ? `: ${error.detail}` : '.';
  const allowed =
    p.allowed && p.allowed.length > 0 && !error.detail?.includes(`"${p.allowed[0]}"`)
      ? ` Allowed values: ${p.allowed.join(', ')}.`
      : '';
  return `The search was not accepted${said}${allowed}`;
}
