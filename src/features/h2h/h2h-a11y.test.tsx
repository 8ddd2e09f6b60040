// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../test/axe-structure';
import { json, renderAt } from '../../test/test-render';
import { HeadToHeadPage } from './head-to-head-page';
import { makeH2h, ULTRA_STATS } from './test-h2h';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('a head-to-head with ULTRA statistics has no serious or critical axe violations', async () => {
  vi.stubGlobal('fetch', async () => json(200, makeH2h({ stats: ULTRA_STATS })));
  const { container } = renderAt('/h2h?a=Federer&b=Nadal', '/h2h', <HeadToHeadPage />);
  await screen.findAllByTestId('h2h-meeting');
  expect(await seriousViolations(container)).toEqual([]);
});

it('the ambiguous-name choice has no serious or critical axe violations', async () => {
  vi.stubGlobal('fetch', async () =>
    json(400, {
      error: 'ambiguous_name',
      candidates: [{ name: 'Jannik Sinner' }, { name: 'Martin Sinner' }],
    }),
  );
  const { container } = renderAt('/h2h?a=Sinner&b=Alcaraz', '/h2h', <HeadToHeadPage />);
  await screen.findByRole('button', { name: 'Martin Sinner' });
  expect(await seriousViolations(container)).toEqual([]);
});
