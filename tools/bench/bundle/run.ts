/**
 * First-load JavaScript of the home route, gzip: the entry chunk of apps/web/dist and every chunk it imports
 * statically (lazily loaded pages are left out: the home route does not fetch them).
 * Run after `nx run web:build`: `npm run bench:bundle`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

/** The goal of issue 11 (it was 150 before): first-load JavaScript of the home route, gzip. */
const BUDGET_KB = 120;
const root = path.resolve(import.meta.dirname, '../../..');
const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  process.stderr.write('No build found: run `npx nx run web:build` first.\n');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

const firstLoad = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || firstLoad.has(chunk.file)) return;
  firstLoad.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

const files = [...firstLoad].filter((file) => file.endsWith('.js'));
const sizes = files.map((file) => {
  const content = fs.readFileSync(path.join(dist, file));
  return { file, rawBytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
});
const gzipKb = sizes.reduce((sum, entry) => sum + entry.gzipBytes, 0) / 1000;
const rawKb = sizes.reduce((sum, entry) => sum + entry.rawBytes, 0) / 1000;
const lazyFiles = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js') && !firstLoad.has(chunk.file));

process.stdout.write(`bundle.home.first_load_js_gzip_kb ${gzipKb.toFixed(1)} (budget ${BUDGET_KB})\n`);
process.stdout.write(`bundle.home.first_load_js_raw_kb ${rawKb.toFixed(1)}\n`);
process.stdout.write(`bundle.home.first_load_js_files ${files.length}\n`);
process.stdout.write(`bundle.lazy_chunks ${lazyFiles.length}\n`);
// nivo must stay in the statistics chunk: the first load of every other route carries none of it.
// Read from the source maps: which packages each first-load file was built from.
const sourcesOf = (file: string) => {
  const map = path.join(dist, `${file}.map`);
  return fs.existsSync(map) ? (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
};
const nivoInFirstLoad = files.some((file) => sourcesOf(file).some((source) => source.includes('node_modules/@nivo/')));
const nivoInLazyChunks = lazyFiles.some((chunk) => sourcesOf(chunk.file).some((source) => source.includes('node_modules/@nivo/')));
process.stdout.write(`bundle.lazy_chunks_contain_nivo ${nivoInLazyChunks}\n`);
process.stdout.write(`bundle.home.first_load_contains_nivo ${nivoInFirstLoad}\n`);
if (nivoInFirstLoad) process.exitCode = 1;

fs.mkdirSync(path.join(root, 'tools/bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'tools/bench/results/bundle.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), budgetKb: BUDGET_KB, gzipKb, rawKb, files: sizes }, null, 2),
);
if (gzipKb > BUDGET_KB) {
  process.stderr.write(`Over budget: ${gzipKb.toFixed(1)} kB > ${BUDGET_KB} kB\n`);
  process.exitCode = 1;
}
