// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatNumber, NumberText } from './number-text';

afterEach(cleanup);

describe('NumberText', () => {
  it('formats shares as percentages and signs changes', () => {
    expect(formatNumber(0.625, { percent: true, decimals: 1 })).toBe('62.5%');
    expect(formatNumber(3, { signed: true })).toBe('+3');
    expect(formatNumber(0)).toBe('0');
  });

  it('shows no number as absent, never 0', () => {
    render(
      <>
        <NumberText value={null} />
        <NumberText value={Number.NaN} absentLabel="aces unknown" />
      </>,
    );
    expect(screen.getAllByTestId('absent')).toHaveLength(2);
    expect(screen.getByText('aces unknown')).toBeInTheDocument();
  });
});

describe('formatNumber percentages', () => {
  it('never shows a share below 1 as 100%, nor one above 0 as 0%', () => {
    expect(formatNumber(0.99996, { percent: true, decimals: 0 })).toBe('>99%');
    expect(formatNumber(0.99996, { percent: true })).toBe('>99.9%');
    expect(formatNumber(0.00004, { percent: true, decimals: 1 })).toBe('<0.1%');
    expect(formatNumber(1, { percent: true, decimals: 0 })).toBe('100%');
    expect(formatNumber(0.625, { percent: true })).toBe('62.5%');
  });
});
