import { z } from 'zod';
import { DRAWS, GENDERS, TIERS, TOURS } from './common';
import { csvOf } from './query-params';
import { field } from './query';

// Filters several listings share, each with its documented 400 code.

// code ours: the documents say an unknown tour "is 400"; the vendor yaml names `bad_tour`.
/** `tour` filter (`atp`, `wta`, `challenger`, `itf`, `juniors`). */
export const tourField = field(z.enum(TOURS).optional(), 'bad_tour', { allowed: TOURS });
/** `draw` filter; null-draw rows match neither value. */
export const drawField = field(z.enum(DRAWS).optional(), 'bad_draw', { allowed: DRAWS });
/** Comma-separated `tier` filter; unknown items come back in `bad`. */
export const tierField = field(csvOf(TIERS).optional(), 'bad_tier', { allowed: TIERS });
/** `gender` filter (`men`, `women`); null rows match neither. */
export const genderField = field(z.enum(GENDERS).optional(), 'bad_gender', { allowed: GENDERS });
