/**
 * First-load JavaScript of the home, course and progress pages against the stack's floor (`npm run bench:bundle`,
 * after the web build): a page's first load is the entry chunk, the lazily loaded chunks of its route, and every
 * chunk those import statically (charts, the socket and the CMS load later and are left out). The floor is
 * `floor-app.tsx`, the smallest app of exactly this stack, built here with esbuild the way ours is (minified,
 * production) from the lockfile's versions. Goals (issues 25 and 51): home ≤ floor + 25 kB brotli, every other page ≤ floor + 40. Prints gzip and
 * brotli in kB, ours ÷ floor, and whether the goal is met; nivo must never be in a first load (exit 1 if it is).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildFloorApp } from './floor-build.js';
import { dist, firstLoadOf, PAGES, readManifest, root, sizesOf } from './first-load.js';
import { interfaceTexts } from '../../../apps/api/src/app.js';

/** kB of brotli a page's first load may weigh above the floor: the home 25 (issue 25), every other page 40 (issue 51). */
const goalAboveFloorKb = (page: string) => (page === 'home' ? 25 : 40);
const manifest = readManifest();

// The floor, built the way ours is.
const floor = sizesOf(await buildFloorApp());

const lines = [
  `bundle.floor.first_load_js_gzip_kb ${floor.gzipKb.toFixed(1)}`,
  `bundle.floor.first_load_js_brotli_kb ${floor.brotliKb.toFixed(1)}`,
];
const pages: Record<string, ReturnType<typeof sizesOf> & { files: string[] }> = {};
for (const [page, routeChunks] of Object.entries(PAGES)) {
  const files = firstLoadOf(manifest, routeChunks);
  const sizes = sizesOf(files.map((file) => fs.readFileSync(path.join(dist, file))));
  pages[page] = { ...sizes, files };
  const goal = floor.brotliKb + goalAboveFloorKb(page);
  lines.push(
    `bundle.${page}.first_load_js_gzip_kb ${sizes.gzipKb.toFixed(1)} (${(sizes.gzipKb / floor.gzipKb).toFixed(2)}x floor)`,
    `bundle.${page}.first_load_js_brotli_kb ${sizes.brotliKb.toFixed(1)} (${(sizes.brotliKb / floor.brotliKb).toFixed(2)}x floor, ${(sizes.brotliKb - floor.brotliKb).toFixed(1)} kB above; goal <= ${goal.toFixed(1)}: ${sizes.brotliKb <= goal ? 'met' : 'missed'})`,
    `bundle.${page}.first_load_js_files ${files.length}`,
  );
}

// nivo must stay in the statistics chunk: no page's first load carries any of it (read from the source maps).
const sourcesOf = (file: string) => {
  const map = path.join(dist, `${file}.map`);
  return fs.existsSync(map) ? (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
};
const firstLoadFiles = new Set(Object.values(pages).flatMap((page) => page.files));
const nivoInFirstLoad = [...firstLoadFiles].some((file) => sourcesOf(file).some((source) => source.includes('node_modules/@nivo/')));
const lazyFiles = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js') && !firstLoadFiles.has(chunk.file));
lines.push(`bundle.lazy_chunks ${lazyFiles.length}`, `bundle.first_load_contains_nivo ${nivoInFirstLoad}`);
// zod and the contract's schemas load with the first answer (or form) that needs them (ADR 0038): the pages whose
// first load still has zod.
const withZod = Object.entries(pages)
  .filter(([, page]) => page.files.some((file) => sourcesOf(file).some((source) => source.includes('node_modules/zod/'))))
  .map(([name]) => name);
lines.push(`bundle.first_load_with_zod ${withZod.length ? withZod.join(', ') : 'none'}`);

// What issue 25 keeps out of home's first load, by the modules each of its files was built from (the parser-less
// stub of ICU's formatter is not the parser).
const keptOut: Record<string, string> = {
  socket: '/node_modules/socket.io-client/',
  records: 'libs/web/game/src/records-export',
  cms: 'libs/web/cms/src/',
  icu_parser: '/node_modules/@formatjs/icu-messageformat-parser/index',
  charts: 'libs/web/stats/src/stats-charts',
  offline_screens: 'libs/web/offline/src/offline-page',
};
const firstLoadSources = [...new Set(pages.home!.files.flatMap(sourcesOf))];
for (const [name, marker] of Object.entries(keptOut)) {
  const found = firstLoadSources
    .filter((source) => source.includes(marker))
    .map((source) => source.replace(/^.*?(libs|node_modules)\//, '$1/'));
  lines.push(`bundle.home.first_load_contains_${name} ${found.length ? found.join(', ') : 'none'}`);
}
// The interface texts travel in the page's HTML only: no built script carries the seeded ones.
const seededTexts = Object.values(interfaceTexts())
  .map((translations) => translations['it-IT'])
  .filter((text) => text.length >= 24);
const scripts = fs.readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
const textsInScripts = seededTexts.filter((text) =>
  scripts.some((file) => fs.readFileSync(path.join(dist, 'assets', file), 'utf8').includes(text)),
);
lines.push(`bundle.interface_texts_in_scripts ${textsInScripts.length} of ${seededTexts.length}`);
process.stdout.write(`${lines.join('\n')}\n`);
if (nivoInFirstLoad) process.exitCode = 1;

fs.mkdirSync(path.join(root, 'tools/bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'tools/bench/results/bundle.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), floor, pages }, null, 2),
);
