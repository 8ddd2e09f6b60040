import type { AddressInfo } from 'node:net';
import { buildGateway } from '../gateway/gateway-app';
import { gatewayConfigFromEnv } from '../gateway/gateway-config';
import type { GatewayTier } from './gateways';
import { serviceUrl } from './gateways';
import { adminPost } from './journey-helpers';

// A journey that counts a key's requests or spends its limits plays on a key no other journey holds:
// the service mints a fresh demo key (its loopback admin listener, POST /_admin/keys) and this
// process serves the built app through a gateway of its own on a free port. The shared gateways
// (gateways.ts) keep the fixed demo keys for every other journey.

export interface OwnGateway {
  /** The gateway's base URL (`http://127.0.0.1:<port>`). */
  url: string;
  /** The minted key, for reading its counts straight from the service. */
  key: string;
  close(): Promise<void>;
}

/** `config`: gateway settings this journey needs changed (e.g. a faster clock's cache scale). */
export async function ownGateway(
  tier: GatewayTier,
  label: string,
  config: Partial<ReturnType<typeof gatewayConfigFromEnv>> = {},
): Promise<OwnGateway> {
  const { key } = (await adminPost('/_admin/keys', { tier, label })) as { key: string };
  const app = buildGateway({
    ...gatewayConfigFromEnv({}),
    host: '127.0.0.1',
    port: 0,
    baseUrl: serviceUrl,
    key,
    ...config,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    key,
    // A journey may leave pages open (their contexts close with the worker): their keep-alive
    // connections are cut so the gateway's close does not wait for them.
    close: async () => {
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
    },
  };
}
