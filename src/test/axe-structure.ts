import axe from 'axe-core';

/**
 * The serious and critical axe violations in a rendered view. jsdom computes no colours, so contrast
 * is left to the e2e axe run in both themes (e2e/pages.spec.ts); structure is checked here.
 */
export async function seriousViolations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}
