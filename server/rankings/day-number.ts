/** Calendar dates as whole days since 1970-01-01 (UTC), so the Elo tape compares integers. */
export const dayOf = (isoDate: string): number => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);

export const isoOf = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** Monday of the week holding `day` (1970-01-01 was a Thursday). */
export const mondayOf = (day: number): number => day - ((day + 3) % 7);
