import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { appShell } from './scripts/app-shell.ts';
import { precompress } from './scripts/precompress.ts';
import { DEFAULT_TILE_URLS, tileOrigin } from './shared/tiles.ts';

const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

/**
 * Long-lived vendor chunks, cached across releases. Only eagerly loaded libraries are named here, so the lazy parts (charts, map) keep their own chunks.
 * The sign-in page (login.html, src/login) loads none of them.
 */
const vendorGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    priority: 30,
  },
  {
    name: 'mui',
    test: /node_modules[\\/](@mui|@emotion|stylis|stylis-plugin-rtl|@popperjs)[\\/]/,
    priority: 20,
  },
  {
    name: 'react-admin',
    test: /node_modules[\\/](react-admin|ra-[^\\/]+|react-router|react-router-dom|react-hook-form|@tanstack|lodash|query-string|node-polyglot|inflection|date-fns)[\\/]/,
    priority: 10,
  },
];

/**
 * Writes into index.html the origins the built app loads from beyond its own (map tiles, an API served
 * elsewhere): the server reads them for its Content-Security-Policy (server/http/security-headers.ts).
 */
function cspOrigins(mode: string): Plugin {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const origins = (urls: (string | undefined)[]) =>
    [...new Set(urls.map((url) => (url ? tileOrigin(url) : null)).filter(Boolean))].join(' ');
  const img = origins([
    env.VITE_TILE_STREET || DEFAULT_TILE_URLS.street,
    env.VITE_TILE_SATELLITE || DEFAULT_TILE_URLS.satellite,
  ]);
  const connect = origins([env.VITE_API_URL]);
  return {
    name: 'csp-origins',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'csp-img-src', content: img }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'csp-connect-src', content: connect }, injectTo: 'head' },
    ],
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), appShell(), precompress(), cspOrigins(mode)],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // The sign-in page a visitor first loads is a page of its own, without the app's code (src/login).
      input: { index: 'index.html', login: 'login.html' },
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
}));
