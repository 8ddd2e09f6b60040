import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadPackage, getPackageManifest, listPackages } from '../../api/history';
import { type LiveService, startService } from '../service-fixture.test-harness';

let svc: LiveService;

beforeAll(async () => {
  svc = await startService();
});
afterAll(async () => {
  await svc.close();
});

describe('package downloads', () => {
  it('the manifest sha256 covers exactly the bytes the fetch layer hands over', async () => {
    const o = { connection: svc.direct('demo-ultra'), gate: null };
    const list = await listPackages({ kind: 'tape' }, o);
    expect(list.data.length).toBeGreaterThan(0);
    const period = list.data[0].period;
    const manifest = await getPackageManifest(period, 'tape', o);
    const file = manifest.files.find((f) => f.format === 'jsonl');
    expect(file).toBeDefined();
    const blob = await downloadPackage(period, 'jsonl', 'tape', o);
    const bytes = Buffer.from(await blob.arrayBuffer());
    expect(bytes.length).toBe(file?.bytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(file?.sha256);
  });
});
