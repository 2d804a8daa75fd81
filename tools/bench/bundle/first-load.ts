/**
 * A page's first-load JavaScript in the web build: the entry chunk, the lazily loaded chunks of its route, and every
 * chunk those import statically (charts, the socket and the CMS load later and are left out). Shared by
 * `bench:bundle` (the figures against the floor) and the budget check CI runs (`npm run check:bundle`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

export const root = path.resolve(import.meta.dirname, '../../..');
export const dist = path.join(root, 'apps/web/dist');

const profile = '../../libs/web/profile/src/profile-layout.tsx';
const courses = (page: string) => `../../libs/web/courses/src/${page}-route.tsx`;
/** The route chunks each page loads besides the entry (its lazy route modules, by source path). */
export const PAGES: Record<string, string[]> = {
  home: [],
  catalogue: [courses('catalogue')],
  course: [courses('course')],
  session: [courses('session')],
  login: ['../../libs/web/auth/src/route-pages.tsx'],
  progress: [profile, '../../libs/web/profile/src/progress-page.tsx'],
  review: [profile, '../../libs/web/practice/src/review-page.tsx'],
  group: ['../../libs/web/groups/src/route-pages.tsx'],
};

export const readManifest = (): Record<string, ManifestChunk> => {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) {
    process.stderr.write('No build found: run `npx nx run web:build` first.\n');
    process.exit(1);
  }
  return JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
};

/** The built files (scripts only) of a page's first load. */
export const firstLoadOf = (manifest: Record<string, ManifestChunk>, routeChunks: string[]) => {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const key of routeChunks) {
    if (!manifest[key]) throw new Error(`no chunk ${key} in the build: the page list in tools/bench/bundle/first-load.ts is out of date`);
    visit(key);
  }
  return [...files].filter((file) => file.endsWith('.js'));
};

const brotliKbOf = (content: Buffer) => brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1000;

export const sizesOf = (contents: Buffer[]) => ({
  rawKb: contents.reduce((sum, content) => sum + content.length, 0) / 1000,
  gzipKb: contents.reduce((sum, content) => sum + gzipSync(content, { level: 9 }).length, 0) / 1000,
  brotliKb: contents.reduce((sum, content) => sum + brotliKbOf(content), 0),
});

/** Brotli kB (quality 11, as the build's .br files) of each page's first load, its files compressed one by one. */
export const firstLoadBrotliKb = () => {
  const manifest = readManifest();
  const cache = new Map<string, number>();
  const kbOf = (file: string) => {
    if (!cache.has(file)) cache.set(file, brotliKbOf(fs.readFileSync(path.join(dist, file))));
    return cache.get(file)!;
  };
  return Object.fromEntries(
    Object.entries(PAGES).map(([page, routeChunks]) => [
      page,
      firstLoadOf(manifest, routeChunks).reduce((sum, file) => sum + kbOf(file), 0),
    ]),
  );
};
