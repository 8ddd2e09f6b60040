// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { tierBudget } from '../test/test-budget';
import { BudgetContext, useTierAtLeast, useTierBelow } from './budget-context';

function Tier() {
  return <p>{`below PRO: ${useTierBelow('PRO')}; ULTRA or above: ${useTierAtLeast('ULTRA')}`}</p>;
}

afterEach(cleanup);

describe('the tier hooks', () => {
  it('follow the tier the service reports, and say nothing without a budget', async () => {
    const b = tierBudget('free');
    render(
      <BudgetContext.Provider value={b}>
        <Tier />
      </BudgetContext.Provider>,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent('below PRO: true; ULTRA or above: false');
    await act(() => b.budget.syncUsage({ tier: 'ultra', today: { calls: 3, remaining_day: 99_997 } }));
    expect(screen.getByRole('paragraph')).toHaveTextContent('below PRO: false; ULTRA or above: true');
    b.dispose();
    cleanup();
    render(<Tier />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('below PRO: false; ULTRA or above: false');
  });
});
