import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import { operationsForTheBrowser } from './src/build/operations-for-the-browser';

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
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
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
 * Starts the app after the server-rendered page has painted: the page's HTML, styles and fonts then have a slow
 * connection to themselves, and the app's scripts (fetched right after) take the page over. A page the server
 * did not render starts its scripts at once. Loaded as a small classic script (no inline script: the CSP forbids
 * them), the entry and its chunks named in its data attributes.
 */
const BOOT_SOURCE = `(() => {
  const boot = document.currentScript;
  const start = () => {
    for (const href of (boot.dataset.preload || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = boot.dataset.entry;
    document.head.append(entry);
  };
  if (!document.getElementById('root')?.firstElementChild) start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
`;
const BOOT_FILE = `assets/boot-${createHash('sha256').update(BOOT_SOURCE).digest('hex').slice(0, 10)}.js`;

const bootAfterFirstPaint = (): Plugin => ({
  name: 'tiles-boot-after-first-paint',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: BOOT_FILE, source: BOOT_SOURCE });
  },
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
      if (!entry) throw new Error('tiles-boot-after-first-paint: no module entry in index.html');
      const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
      let out = html.replace(entry[0], '');
      for (const preload of preloads) out = out.replace(preload[0], '');
      const boot = `<script defer src="/${BOOT_FILE}" data-entry="${entry[1]}" data-preload="${preloads.map((match) => match[1]).join(' ')}"></script>`;
      return out.replace('</head>', `  ${boot}\n  </head>`);
    },
  },
});

/**
 * intl-messageformat imports ICU's parser for texts given as strings; the browser's texts arrive parsed (the
 * preload) or wait for the parser's own chunk (`loadTemplateParser`), so the formatter gets the parser-less build
 * and the parser stays out of the first load. Only its import is redirected: ours still reach the real parser.
 */
const formatterWithoutParser = (): Plugin => ({
  name: 'tiles-formatter-without-parser',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  enforce: 'pre',
  async resolveId(source, importer) {
    if (source !== '@formatjs/icu-messageformat-parser' || !importer?.includes('/node_modules/intl-messageformat/')) return null;
    return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true });
  },
});

const contractsSource = path.join(import.meta.dirname, '../../libs/shared/contracts/src');

/**
 * The worker takes a few names from the contracts: their modules are declared free of side effects for its bundle
 * only, so the rest (schemas, texts, the formatter) stays out. (Declaring it for the web's build changed its chunks
 * for the worse, measured.)
 */
const contractsWithoutSideEffects: EsbuildPlugin = {
  name: 'contracts-without-side-effects',
  setup(builder) {
    builder.onResolve({ filter: /^@tiles\/contracts$/ }, () => ({ path: path.join(contractsSource, 'index.ts'), sideEffects: false }));
    builder.onResolve({ filter: /^\.\/[\w-]+\.js$/ }, (args) =>
      args.importer.startsWith(contractsSource)
        ? { path: path.join(args.resolveDir, args.path.replace(/\.js$/, '.ts')), sideEffects: false }
        : undefined,
    );
  },
};

/** What the service worker precaches: the built scripts, styles and fonts (not what only staff load), icons, logos. */
const PRECACHED = /^(assets\/.+\.(js|css|woff2)|icons\/.+\.png|logo\/.+\.svg|favicon\.svg)$/;
const NOT_PRECACHED = /^assets\/(course-editor|session-editor|editor-panel)-/;

/**
 * Workbox's precache list: every file to keep, with its revision (hashed assets are their own revision; the others
 * get their content's hash), as `precacheAndRoute` takes it.
 */
const precacheManifest = (outDir: string) => {
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  return walk(outDir)
    .map((file) => path.relative(outDir, file).split(path.sep).join('/'))
    .filter((file) => PRECACHED.test(file) && !NOT_PRECACHED.test(file))
    .sort()
    .map((file) => ({
      url: `/${file}`,
      revision: file.startsWith('assets/')
        ? null
        : createHash('md5')
            .update(fs.readFileSync(path.join(outDir, file)))
            .digest('hex'),
    }));
};

/**
 * The service worker (libs/web/offline/src/service-worker.ts) as /sw.js: bundled with esbuild after the client
 * bundle is written, with Workbox's precache list of this build in it. Written before the pre-compression, so
 * /sw.js.br is this file. (workbox-build's injectManifest would do the same, but brings rollup and its platform
 * packages, which the registry our CI installs from does not all have.)
 */
const serviceWorker = (): Plugin => ({
  name: 'tiles-service-worker',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  writeBundle: {
    sequential: true,
    order: 'post',
    async handler() {
      const outDir = path.join(import.meta.dirname, 'dist');
      const manifest = precacheManifest(outDir);
      await build({
        entryPoints: [path.join(import.meta.dirname, '../../libs/web/offline/src/service-worker.ts')],
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2022',
        outfile: path.join(outDir, 'sw.js'),
        define: { 'process.env.NODE_ENV': '"production"', __PRECACHE_MANIFEST__: JSON.stringify(manifest) },
        logLevel: 'warning',
        plugins: [contractsWithoutSideEffects],
      });
      this.info(`service worker: ${manifest.length} files precached`);
    },
  },
});

const apiPort = process.env.PORT ?? '3000';

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  // The server entry needs no copy of the public files.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    formatterWithoutParser(),
    operationsForTheBrowser(path.join(import.meta.dirname, '../../libs/shared/contracts')),
    buildManifest(),
    serviceWorker(),
    preloadFonts(),
    bootAfterFirstPaint(),
    precompress(),
  ],
  // Every styled component gets an id from its file and place (Oxc's styled-components transform), not from the
  // order modules happened to run in: the server and the browser evaluate them in different orders (chunks, lazy
  // parts), so counted ids gave every component a different class in each, and hydration inserted each page's rules
  // again, one full style recalculation of the document per insertion (bench:trace, progress page).
  oxc: { plugins: { styledComponents: { ssr: true, displayName: false, fileName: false, pure: true } } },
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
    ...(isSsrBuild
      ? { rollupOptions: { output: { inlineDynamicImports: true } } }
      : {
          // What the entry imports statically is loaded on every page: as one chunk, not thirty-odd small ones that
          // each compress on their own (home's first load: 173 kB brotli as 35 files, 158 kB as one).
          rollupOptions: { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
        }),
  },
  server: {
    port: 4200,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/socket.io': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
}));
