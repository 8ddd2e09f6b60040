import type { ServerResponse } from 'node:http';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const serviceBase = process.env.COURTSIDE_BASE_URL ?? 'http://127.0.0.1:8787';
// The key stays in this Node process: it is added to proxied requests and never bundled into the page
// (only VITE_-prefixed variables reach the browser). This is the dev-server twin of gateway/ (which
// serves the production build for `npm start`): same `/api` and `/api/ws` paths, key added here.
const serviceKey = process.env.COURTSIDE_KEY ?? 'demo-ultra';
const uiPort = Number(process.env.PORT_UI ?? 5173);

const apiProxy: ProxyOptions = {
  target: serviceBase,
  changeOrigin: true,
  rewrite: (path) => path.replace(/^\/api(?=\/|$)/, ''),
  headers: { 'X-API-Key': serviceKey },
  configure: (proxy) => {
    // Answer in the service's error-body shape so the page can say "unreachable" instead of a bare 502.
    proxy.on('error', (err, _req, res) => {
      if (!('writeHead' in res)) return;
      const response = res as ServerResponse;
      if (response.headersSent || response.writableEnded) return;
      response.writeHead(502, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: 'service_unreachable', detail: err.message }));
    });
  },
};

// The native feed: `/api/ws` → `{base}/ws`, the key added to the upgrade request as for REST.
const feedProxy: ProxyOptions = {
  target: serviceBase,
  ws: true,
  changeOrigin: true,
  rewrite: () => '/ws',
  headers: { 'X-API-Key': serviceKey },
};

// `/api/ws` first: the first matching entry takes a WebSocket upgrade.
const proxy = { '/api/ws': feedProxy, '/api': apiProxy };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { host: '127.0.0.1', port: uiPort, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: uiPort, strictPort: true, proxy },
});
