import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const buildId = `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${randomBytes(3).toString('hex')}`;

/** Writes builds/latest.json, which running apps poll to learn that a newer build is out. */
const buildManifest = (): Plugin => ({
  name: 'tiles-build-manifest',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: 'builds/latest.json',
      source: JSON.stringify({ buildId, builtAt: new Date().toISOString() }),
    });
  },
});

/** Files worth compressing: text. Media (webm, png) is compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml)$/;

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip 9) beside every compressible built file, so the
 * server sends them as they are (with content-encoding and vary) instead of compressing on every request.
 */
const precompress = (): Plugin => ({
  name: 'tiles-precompress',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  closeBundle() {
    const outDir = path.join(import.meta.dirname, 'dist');
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
    for (const file of walk(outDir).filter((name) => COMPRESSIBLE.test(name))) {
      const source = fs.readFileSync(file);
      if (source.length < 512) continue;
      const brotli = zlib.brotliCompressSync(source, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
      });
      if (brotli.length < source.length) fs.writeFileSync(`${file}.br`, brotli);
      const gzip = zlib.gzipSync(source, { level: 9 });
      if (gzip.length < source.length) fs.writeFileSync(`${file}.gz`, gzip);
    }
  },
});

/** The faces the first screen paints with (body text, headings): fetched with the HTML, not after the CSS. */
const PRELOADED_FONTS = /(roboto-latin-400-normal|jost-latin-500-normal)(-[\w-]+)?\.woff2$/;

const preloadFonts = (): Plugin => ({
  name: 'tiles-preload-fonts',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) =>
      Object.values(context.bundle ?? {})
        .filter((file) => file.type === 'asset' && PRELOADED_FONTS.test(file.fileName))
        .map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file.fileName}`, crossorigin: '' },
          injectTo: 'head' as const,
        })),
  },
});

/**
 * The server renders the first screen, so the app's code is not needed to paint it: its scripts are fetched
 * at low priority, after the HTML, the CSS and the preloaded fonts (module scripts are otherwise high priority).
 */
const lowPriorityScripts = (): Plugin => ({
  name: 'tiles-low-priority-scripts',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html
        .replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src=')
        .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" crossorigin fetchpriority="low" href='),
  },
});

const apiPort = process.env.PORT ?? '3000';

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  // The server entry needs no copy of the public files.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), buildManifest(), preloadFonts(), lowPriorityScripts(), precompress()],
  define: { __TILES_BUILD_ID__: JSON.stringify(buildId) },
  // The server entry (entry-server.tsx, built with --ssr into dist-server) bundles the workspace libs.
  ssr: { noExternal: [/^@tiles\//, 'styled-components'] },
  build: {
    outDir: 'dist',
    // .vite/manifest.json: the chunk graph tools/bench/bundle reads to find what the first page loads.
    manifest: true,
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // The server entry is one file: the api imports it again (by a new URL) when a build replaces it, and
    // chunks importing the entry back by its plain URL would make a second copy of every module (and context).
    ...(isSsrBuild ? { rollupOptions: { output: { inlineDynamicImports: true } } } : {}),
  },
  server: {
    port: 4200,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/socket.io': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
}));
