#!/usr/bin/env node
// The extra gateways serve the build the first gateway makes: wait until dist/index.html exists and
// the first gateway answers (it listens only after `vite build` finished), so no gateway serves a
// half-written dist/. Usage: node e2e/wait-for-build.mjs <first gateway URL>
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const index = path.join(root, process.env.COURTSIDE_DIST ?? 'dist', 'index.html');
const firstGateway = process.argv[2];
const deadline = Date.now() + 300_000;

async function answers(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return res.ok;
  } catch {
    return false;
  }
}

while (!(existsSync(index) && (!firstGateway || (await answers(firstGateway))))) {
  if (Date.now() > deadline) {
    console.error(`[wait-for-build] gave up waiting for ${index} and ${firstGateway ?? 'no gateway'}`);
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 500));
}
