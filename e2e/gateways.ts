// Where the journeys reach the service and the build. Ports are overridable (E2E_SERVICE_PORT,
// E2E_UI_PORT) so a run can sit beside a developer's `npm start`. The gateway on `uiPort` builds and
// serves the app on the ULTRA demo key, as `npm start` does; each journey opens gateways of its own
// on that build (journey.ts, own-gateway.ts).

export type GatewayTier = 'free' | 'basic' | 'pro' | 'ultra';

export const servicePort = Number(process.env.E2E_SERVICE_PORT ?? 8787);
export const uiPort = Number(process.env.E2E_UI_PORT ?? 5173);
export const serviceUrl = `http://127.0.0.1:${servicePort}`;
/** The gateway that builds `dist/` and serves it on the ULTRA demo key. */
export const appUrl = `http://127.0.0.1:${uiPort}`;
