import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bundled copy of the real data pack (see data/README.md); the project never reads ../shared. */
export const DATA_DIR =
  process.env.COURTSIDE_DATA_DIR ?? join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', 'data');

export const dataPath = (...parts: string[]): string => join(DATA_DIR, ...parts);
