import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The gateway serves dist/ at / and the API at /api on the same origin, so the build uses relative
// asset paths and the dev server proxies the API to a locally running gateway.
export default defineConfig({
  base: './',
  plugins: [react()],
  resolve: {
    alias: { '@wb/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    proxy: {
      '/api': process.env.WB_GATEWAY_URL ?? 'http://127.0.0.1:3000',
      '/auth': process.env.WB_GATEWAY_URL ?? 'http://127.0.0.1:3000',
    },
  },
});
