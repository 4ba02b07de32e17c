import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';

const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

/** Long-lived vendor chunks, cached across releases. Only eagerly loaded libraries are named here, so the lazy parts (charts, map) keep their own chunks. */
const vendorGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
    priority: 30,
  },
  {
    name: 'mui',
    test: /node_modules[\\/](@mui|@emotion|stylis|stylis-plugin-rtl|@popperjs)[\\/]/,
    priority: 20,
  },
  {
    name: 'react-admin',
    test: /node_modules[\\/](react-admin|ra-[^\\/]+|react-hook-form|@tanstack|lodash|query-string|node-polyglot|inflection|date-fns)[\\/]/,
    priority: 10,
  },
];

export default defineConfig({
  plugins: [react(), precompress()],
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
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
});
