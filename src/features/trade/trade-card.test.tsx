// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { makeLiveMatch } from './test-rows';
import { type CardPlace, TradeCard } from './trade-card';
import { toTradeRow } from './trade-row';

afterEach(cleanup);

const row = toTradeRow(makeLiveMatch(), makeLiveMatch().score, undefined, 0);

function card(place: Partial<CardPlace>) {
  return (
    <MemoryRouter>
      <ul>
        <TradeCard
          row={row}
          breakPoint={false}
          place={{ pinned: false, moved: false, onScreen: false, onPin: () => {}, ...place }}
        />
      </ul>
    </MemoryRouter>
  );
}

describe('TradeCard far from the screen', () => {
  it('is its link alone, in its place and size, with nothing else to lay out or paint', () => {
    const { getByTestId, queryByRole, getByRole } = render(card({ drawn: false }));
    const li = getByTestId('trade-card');
    expect(li).toHaveAttribute('data-match-id', '1');
    expect(li).toHaveAttribute('data-undrawn');
    expect(li.className).toContain('h-[18.25rem]');
    expect(getByRole('link')).toHaveAttribute('data-trade-card');
    expect(getByRole('link')).toHaveAttribute('title', 'Carlos Alcaraz v Jannik Sinner');
    expect(queryByRole('button')).toBeNull();
    expect(li.querySelectorAll('*')).toHaveLength(3);
  });

  it('keeps the focused link when it is drawn: the element is the same, the rest comes in around it', () => {
    const { getByRole, getAllByRole, rerender } = render(card({ drawn: false }));
    const link = getByRole('link');
    link.focus();
    rerender(card({ drawn: true }));
    expect(getByRole('link')).toBe(link);
    expect(link).toHaveFocus();
    expect(getAllByRole('button', { name: /^Pin / })).toHaveLength(1);
    expect(getByRole('link').closest('li')).not.toHaveAttribute('data-undrawn');
  });

  it('is drawn while expanded, wherever it is', () => {
    const { getByTestId } = render(card({ drawn: false, model: true, expanded: true, onExpand: () => {} }));
    expect(getByTestId('trade-card')).not.toHaveAttribute('data-undrawn');
    expect(getByTestId('what-if')).toBeInTheDocument();
  });
});
