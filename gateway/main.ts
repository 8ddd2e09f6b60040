import { buildGateway } from './gateway-app';
import { gatewayConfigFromEnv } from './gateway-config';

// `tsx gateway/main.ts`: serves dist/ and forwards /api to COURTSIDE_BASE_URL with COURTSIDE_KEY.
const cfg = gatewayConfigFromEnv();
const app = buildGateway(cfg);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });

await app.listen({ host: cfg.host, port: cfg.port });
// The key is never printed: only where requests go.
console.log(`[gateway] http://${cfg.host}:${cfg.port}/ → ${cfg.baseUrl} (key held server-side)`);
