// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FoldOnPhone } from './fold-on-phone';

const width = (px: number) =>
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: px >= Number(/\d+/.exec(q)?.[0]) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const details = () => screen.getByText('Filters').closest('details') as HTMLDetailsElement;

describe('FoldOnPhone', () => {
  it('is folded on a 390 px phone and open from 640 px', () => {
    width(390);
    render(<FoldOnPhone summary="Filters">form</FoldOnPhone>);
    expect(details().open).toBe(false);
    cleanup();
    width(1440);
    render(<FoldOnPhone summary="Filters">form</FoldOnPhone>);
    expect(details().open).toBe(true);
  });

  it('stays open on a phone when there is nothing below it to show yet', () => {
    width(390);
    render(
      <FoldOnPhone summary="Filters" openOnPhone>
        form
      </FoldOnPhone>,
    );
    expect(details().open).toBe(true);
  });
});
