/** What the gateway's Web Push messages carry (JSON, encrypted end to end by the push service). */
interface PushAlert {
  title: string;
  body: string;
  matchId: number | null;
}

/**
 * The notification for one push. A message that cannot be read still shows something true (the
 * browser requires a notification per push), never raw text.
 */
export function notificationFromPush(text: string | null): { title: string; options: NotificationOptions } {
  let alert: PushAlert | null = null;
  try {
    const v = JSON.parse(text ?? 'null') as Partial<PushAlert> | null;
    if (v && typeof v.title === 'string' && typeof v.body === 'string')
      alert = {
        title: v.title,
        body: v.body,
        matchId: Number.isInteger(v.matchId) ? (v.matchId as number) : null,
      };
  } catch {
    alert = null;
  }
  const base = { icon: '/icons/icon-192.png', badge: '/icons/badge-96.png' };
  if (!alert)
    return {
      title: 'Courtside',
      options: { ...base, body: 'A followed match has news.', data: { url: '/' } },
    };
  return {
    title: alert.title,
    options: {
      ...base,
      body: alert.body,
      // One notification per match: a newer alert replaces the older one (as the push Topic does upstream).
      tag: alert.matchId === null ? undefined : `match-${alert.matchId}`,
      data: { url: alert.matchId === null ? '/' : `/matches/${alert.matchId}` },
    },
  };
}
