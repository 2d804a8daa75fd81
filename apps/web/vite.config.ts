import { randomBytes } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const buildId = `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${randomBytes(3).toString('hex')}`;

/** Writes builds/latest.json, which running apps poll to learn that a newer build is out. */
const buildManifest = (): Plugin => ({
  name: 'tiles-build-manifest',
  apply: 'build',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: 'builds/latest.json',
      source: JSON.stringify({ buildId, builtAt: new Date().toISOString() }),
    });
  },
});

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), buildManifest()],
  define: { __TILES_BUILD_ID__: JSON.stringify(buildId) },
  build: {
    outDir: 'dist',
    // .vite/manifest.json: the chunk graph tools/bench/bundle reads to find what the first page loads.
    manifest: true,
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    port: 4200,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/socket.io': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
});
