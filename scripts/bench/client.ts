import { machineState } from './bench-kit';
import { freeDayFigures } from './free-day-model';
import { ingestFigures } from './ingest';

// `npm run bench:client`: human lines, then one JSON object on the last line merging the ingest half
// (the live store's merge, ./ingest) and the free-day half (a model of the request budget's day, ./free-day-model; the app's own day is bench:free-day).

const ingest = ingestFigures();
console.log(
  `ingest: ${ingest.ingest_frames_per_s.toLocaleString('en')} frames/s through applyFrames ` +
    `(${ingest.ingest_frames_per_cpu_s.toLocaleString('en')} per CPU-second; ` +
    `${ingest.ingest_frames.toLocaleString('en')} frames, ${ingest.ingest_matches} live matches, target ≥ 1,000,000)`,
);
const day = await freeDayFigures();
for (const [k, v] of Object.entries(day)) console.log(`free day: ${k} = ${JSON.stringify(v)}`);
console.log(JSON.stringify({ ...ingest, ...day, machine: machineState() }));
