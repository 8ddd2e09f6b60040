/** localStorage key of the events already shown in this browser (any tab): key → when. */
const FIRED_KEY = 'courtside.alerts.fired';
/** How long an event is remembered; a match's events repeat no sooner than this. */
const REMEMBER_MS = 12 * 3_600_000;

function readFired(now: number): Record<string, number> {
  try {
    const v = JSON.parse(localStorage.getItem(FIRED_KEY) ?? '{}') as Record<string, unknown>;
    const out: Record<string, number> = {};
    for (const [k, at] of Object.entries(v))
      if (typeof at === 'number' && now - at < REMEMBER_MS) out[k] = at;
    return out;
  } catch {
    return {};
  }
}

function claimNow(key: string, now: number): boolean {
  const fired = readFired(now);
  if (key in fired) return false;
  fired[key] = now;
  try {
    localStorage.setItem(FIRED_KEY, JSON.stringify(fired));
  } catch {
    // Blocked storage: every tab may show it once; better twice than never.
  }
  return true;
}

/**
 * True for exactly one caller per event key across this browser's tabs (and reloads): the check
 * and the write run under one Web Lock, so two tabs that saw the same event cannot both claim it.
 * Nothing is posted between tabs: the shared record is the only message, so there is no echo.
 */
export async function claimAlert(key: string, now: number = Date.now()): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return claimNow(key, now);
  return locks.request('courtside.alerts.fired', () => claimNow(key, now));
}
