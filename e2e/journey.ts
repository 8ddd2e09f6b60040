import { test as base } from '@playwright/test';
import type { GatewayTier } from './gateways';
import { type OwnGateway, ownGateway } from './own-gateway';

// Every journey plays on keys no other journey holds: a journey's page opens on a gateway of its
// own (a freshly minted key of the journey's tier, `tier` below, ULTRA unless the spec says), and
// `gatewayOf` opens more for a journey that compares tiers. So one journey's minute or day never
// spends another's, and no count a journey reads moves because another ran beside it.

export interface JourneyFixtures {
  /** The tier of the journey's own key (its page's base URL). */
  tier: GatewayTier;
  /** The journey's own gateway: its URL and the key it holds. */
  gateway: OwnGateway;
  /** Another own gateway of `tier` for this journey (one per tier, closed with the journey). */
  gatewayOf: (tier: GatewayTier) => Promise<OwnGateway>;
}

/** The minted key's label (the service takes [a-z0-9-], up to 40): spec file, tier and test id. */
function keyLabel(file: string, testId: string, tier: GatewayTier): string {
  const spec = (file.split('/').pop() ?? 'journey').replace(/\.spec\.ts$/, '').toLowerCase();
  const id = testId
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(-8);
  const tail = `-${tier}-${id}`;
  return `${spec.replace(/[^a-z0-9-]/g, '-').slice(0, 40 - tail.length)}${tail}`;
}

export const test = base.extend<JourneyFixtures>({
  tier: ['ultra', { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern (none here).
  gatewayOf: async ({}, use, testInfo) => {
    const opened = new Map<GatewayTier, Promise<OwnGateway>>();
    await use((tier) => {
      let g = opened.get(tier);
      if (!g) {
        g = ownGateway(tier, keyLabel(testInfo.file, testInfo.testId, tier));
        opened.set(tier, g);
      }
      return g;
    });
    await Promise.all([...opened.values()].map(async (g) => (await g).close()));
  },
  gateway: async ({ tier, gatewayOf }, use) => {
    await use(await gatewayOf(tier));
  },
  baseURL: async ({ gateway }, use) => {
    await use(gateway.url);
  },
});

export { type BrowserContext, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
