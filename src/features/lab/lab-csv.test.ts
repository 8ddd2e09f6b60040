import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../lib/parse-csv';
import { evaluateMatch } from './evaluate-match';
import { labCsv } from './lab-csv';
import { toLabMatch } from './lab-match';
import { DEFAULT_RULE } from './lab-rule';
import { summarize } from './lab-summary';
import { SERENA_LISICKI_PRICES, SERENA_LISICKI_TAPE } from './test-lab-match';

describe('labCsv', () => {
  it('writes a header and one line per trade with the running P&L and the rule', () => {
    const summary = summarize([
      evaluateMatch(toLabMatch(SERENA_LISICKI_TAPE, SERENA_LISICKI_PRICES, true), DEFAULT_RULE),
    ]);
    const text = labCsv(summary.trades, summary.labels, DEFAULT_RULE);
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(text);
    expect(rows[0]).toContain('cumulative_pnl');
    const at = (name: string) => rows[0].indexOf(name);
    expect(rows[1][at('backed')]).toBe('Sabine Lisicki');
    expect(rows[1][at('entry_score')]).toBe('2-6 6-1 4-4 (30-40)');
    expect(rows[1][at('pnl')]).toBe('4.8204');
    expect(rows[2][at('exit')]).toBe('settled by the result');
    expect(rows[2][at('cumulative_pnl')]).toBe('-5.1796');
    expect(rows[2][at('simulated_market')]).toBe('true');
    expect(rows[2][at('rule')]).toMatch(/^Back the player the model rates above the market by 8 pp or more/);
    expect(rows).toHaveLength(3);
  });
});
