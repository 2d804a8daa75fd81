/**
 * What blocks the main thread while a page loads (`npm run bench:trace`, after the web build): the real api with its
 * demo data, Debian's Chromium with its CPU slowed 4x (as Lighthouse's mobile preset), a signed-in learner opening
 * each page; the V8 CPU profile of the load (until the network is quiet and 2 s more) summed by function and by
 * script, largest self time first. PAGES=course,progress picks pages; TOP=20 the number of functions listed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { root, startApi } from '../api-process.js';

/** A built script's position as its source: the package (or our file) and the function's name there. */
const consumers = new Map<string, SourceMapConsumer | undefined>();
const originalOf = (url: string, line: number, column: number) => {
  const file = path.join(root, 'apps/web/dist', new URL(url).pathname);
  if (!consumers.has(file))
    consumers.set(
      file,
      fs.existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as RawSourceMap) : undefined,
    );
  const found = consumers.get(file)?.originalPositionFor({ line: line + 1, column });
  if (!found?.source) return undefined;
  const source = found.source.includes('node_modules/')
    ? found.source.split('node_modules/').pop()!
    : found.source.replace(/^(\.\.\/)+/, '');
  return { source, name: found.name ?? '' };
};
/** The package a source belongs to (`react-dom`, `@reduxjs/toolkit`), or our lib's folder. */
const ownerOf = (source: string) =>
  source.startsWith('@')
    ? source.split('/').slice(0, 2).join('/')
    : source.startsWith('libs/') || source.startsWith('apps/')
      ? source.split('/').slice(0, 3).join('/')
      : source.split('/')[0]!;

const DEMO_PASSWORD = 'tiles-demo-2026';
const TOP = Number(process.env.TOP ?? 15);
const allPages = {
  course: '/it-IT/course/1',
  progress: '/it-IT/profile/user-progress',
  review: '/it-IT/profile/user-review',
  home: '/it-IT',
  catalogue: '/it-IT/catalogo-corsi',
};
const pages = (process.env.PAGES ?? 'course,progress').split(',') as (keyof typeof allPages)[];

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const api = await startApi({ DATABASE_URL: '', PUBLIC_ENV: 'production', DATA_DIR: `${root}/.data/bench-trace-${Date.now()}` });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const context = await browser.newContext({ baseURL: api.base, viewport: { width: 390, height: 844 } });
  const login = await context.request.post('/api/auth/login', { data: { cu: 'ada.lovelace@tiles.test', cp: DEMO_PASSWORD } });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
  for (const name of pages) {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await devtools.send('Profiler.enable');
    await devtools.send('Profiler.setSamplingInterval', { interval: 200 });
    await devtools.send('Profiler.start');
    await page.goto(allPages[name], { waitUntil: 'networkidle' });
    await page.waitForTimeout(2_000);
    const { profile } = (await devtools.send('Profiler.stop')) as unknown as { profile: Profile };
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const selfMs = new Map<number, number>();
    profile.samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
    const byFunction = new Map<string, number>();
    const byScript = new Map<string, number>();
    for (const [id, ms] of selfMs) {
      const { functionName, url, lineNumber, columnNumber } = byId.get(id)!.callFrame;
      if (functionName === '(idle)') continue;
      const original = url.startsWith(api.base) ? originalOf(url, lineNumber, columnNumber) : undefined;
      const owner = original ? ownerOf(original.source) : url ? url.replace(api.base, '') : functionName;
      byScript.set(owner, (byScript.get(owner) ?? 0) + ms);
      const key = original
        ? `${original.name || functionName || '(anonymous)'} ${original.source}`
        : `${functionName || '(anonymous)'} ${owner}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    }
    const total = [...byScript.values()].reduce((sum, ms) => sum + ms, 0);
    process.stdout.write(`trace.${name}.busy_ms ${total.toFixed(0)} (4x slower CPU, idle left out)\n`);
    for (const [script, ms] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 12))
      process.stdout.write(`trace.${name}.owner ${ms.toFixed(0)} ms ${script}\n`);
    for (const [fn, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP))
      process.stdout.write(`trace.${name}.function ${ms.toFixed(0)} ms ${fn}\n`);
    await page.close();
  }
} finally {
  await browser.close();
  api.child.kill('SIGTERM');
  await api.exited;
}
