// One read per corpus the local service builds on first use. The e2e run asks for each once before
// any history journey (e2e/corpora.ts); the benchmarks time a fresh service until each answers
// (scripts/bench/history-figures.ts, first-reads.ts, service-memory.ts). One list, so they cannot drift.

/** The first read of each corpus, by name: a path on the service. */
export const CORPUS_READS = {
  tapes: '/history/matches?limit=1',
  coverage: '/history/coverage',
  archive: '/history/archive/matches?limit=1',
  archive_people: '/history/archive/players?name=federer',
  h2h: '/h2h?p1=Roger%20Federer&p2=Rafael%20Nadal',
  rankings: '/rankings?system=atp',
  elo: '/rankings?system=elo&tour=atp',
  rally: '/rally/matches?limit=1',
  charting: '/charting/players?name=federer',
  // The package listing hashes every month's package on first read (~10 s on one thread).
  packages: '/history/packages',
} as const;
