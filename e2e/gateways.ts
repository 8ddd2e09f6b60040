// Where the journeys reach the app and the service. One build is served by four gateways, one per
// demo key, so a spec picks the tier it plays by its base URL instead of restarting anything.

export type GatewayTier = 'free' | 'basic' | 'pro' | 'ultra';

export const servicePort = Number(process.env.E2E_SERVICE_PORT ?? 8787);
export const uiPort = Number(process.env.E2E_UI_PORT ?? 5173);
export const serviceUrl = `http://127.0.0.1:${servicePort}`;

/** The ULTRA gateway keeps uiPort (the existing journeys use it); the others sit just above it. */
export const GATEWAY_OFFSET: Record<GatewayTier, number> = { ultra: 0, free: 1, basic: 2, pro: 3 };

export const DEMO_KEY: Record<GatewayTier, string> = {
  free: 'demo-free',
  basic: 'demo-basic',
  pro: 'demo-pro',
  ultra: 'demo-ultra',
};

export function gatewayPort(tier: GatewayTier): number {
  return uiPort + GATEWAY_OFFSET[tier];
}

/** The base URL of the gateway that holds this tier's demo key. */
export function gatewayFor(tier: GatewayTier): string {
  return `http://127.0.0.1:${gatewayPort(tier)}`;
}
