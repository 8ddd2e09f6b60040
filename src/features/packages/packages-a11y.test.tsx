// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, expect, it, vi } from 'vitest';
import { json, renderAt } from '../../test/test-render';
import { PackagesPage } from './packages-page';
import { fileResponse, gzipBytes, makePackage, sha256Of } from './test-packages';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// jsdom computes no colours, so contrast is left to the e2e axe run in both themes; structure is checked here.
it('has no serious or critical axe violations with a manifest, a verified download and a preview open', async () => {
  const bytes = gzipBytes('{"a":1}\n');
  const corrections = gzipBytes(
    'match_id,field,before,after,tournament_key,source,corrected_at\n1,x,1,2,,s,2024-11-01T00:00:00Z\n',
  );
  const pkg = makePackage({
    files: [
      {
        format: 'jsonl',
        compression: 'gzip',
        bytes: bytes.length,
        sha256: sha256Of(bytes),
        filename: 'f.jsonl.gz',
      },
    ],
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const format = url.searchParams.get('format');
    if (url.pathname === '/api/history/packages') return json(200, { data: [pkg], meta: { count: 1 } });
    if (format === 'jsonl') return fileResponse(bytes);
    if (format === 'corrections') return fileResponse(corrections);
    return json(200, pkg);
  });
  const { container } = renderAt('/packages?period=2024-11', '/packages', <PackagesPage />);
  const jsonl = await screen.findByTestId('download-jsonl');
  fireEvent.click(within(jsonl).getByRole('button'));
  await within(jsonl).findByTestId('sha256-verified');
  const fix = screen.getByTestId('download-corrections');
  fireEvent.click(within(fix).getByRole('button'));
  await within(fix).findByRole('table');
  await screen.findAllByTestId('package-row');

  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
