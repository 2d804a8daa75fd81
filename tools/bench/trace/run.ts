/**
 * What blocks the main thread while a page loads (`npm run bench:trace`, after the web build): the real api with its
 * demo data, Debian's Chromium with its CPU slowed 4x (as Lighthouse's mobile preset), a signed-in learner opening
 * each page; the V8 CPU profile of the load (until the network is quiet and 2 s more) summed by function and by
 * script, largest self time first; and from Chrome's own trace of the same load, the long tasks (over 50 ms), their
 * blocking time and what they spent it on (HTML, scripts, style, layout: the profile's "(program)" told apart).
 * PAGES=course,progress picks pages; TOP=20 the number of functions listed; TRACE_TASKS=1 prints each long task with
 * its largest steps and the functions that ran in it (TRACE_TASKS=20: twenty of them).
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
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };
/** The functions (source-mapped) that ran between two moments of the trace's clock, largest first. */
type RanBetween = (fromUs: number, toUs: number) => string;

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown> };
};
/** A task longer than this blocks input (Lighthouse's total blocking time counts what is over it). */
const LONG_TASK_MS = 50;
/**
 * The renderer's main thread during the load, from Chrome's own trace: the long tasks, their blocking time (what is
 * over 50 ms, as TBT sums it, here at 4x without Lighthouse's simulation) and what they spent it on, each kind of
 * work by its own time (parsing the HTML, compiling and running scripts, style, layout), so the CPU profile's
 * "(program)" is told apart.
 */
const reportLongTasks = (name: string, trace: { traceEvents: TraceEvent[] }, ranBetween: RanBetween) => {
  // The page's renderer is the main thread that worked most (a trace also holds other renderers' threads).
  const busiest = new Map<string, number>();
  const mainThreads = new Set(
    trace.traceEvents
      .filter((event) => event.name === 'thread_name' && (event.args as { name?: string } | undefined)?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  for (const event of trace.traceEvents)
    if (event.ph === 'X' && event.name === 'RunTask' && mainThreads.has(`${event.pid}:${event.tid}`))
      busiest.set(`${event.pid}:${event.tid}`, (busiest.get(`${event.pid}:${event.tid}`) ?? 0) + (event.dur ?? 0));
  const thread = [...busiest].sort((a, b) => b[1] - a[1])[0]?.[0];
  const events = trace.traceEvents
    .filter((event) => event.ph === 'X' && event.dur !== undefined && `${event.pid}:${event.tid}` === thread)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const selfMs = new Map<string, number>();
  let blockingMs = 0;
  let longTasks = 0;
  // Events nest by time on one thread: each one's own time is its duration less its children's.
  const open: { event: TraceEvent; childUs: number; long: boolean }[] = [];
  const close = (until: number) => {
    while (open.length && open.at(-1)!.event.ts + open.at(-1)!.event.dur! <= until) {
      const done = open.pop()!;
      if (done.long) selfMs.set(done.event.name, (selfMs.get(done.event.name) ?? 0) + (done.event.dur! - done.childUs) / 1000);
      if (open.length) open.at(-1)!.childUs += done.event.dur!;
    }
  };
  for (const event of events) {
    close(event.ts);
    const top = open.length === 0;
    const long = top ? event.dur! / 1000 > LONG_TASK_MS : open[0]!.long;
    if (top && long) {
      longTasks += 1;
      blockingMs += event.dur! / 1000 - LONG_TASK_MS;
      if (process.env.TRACE_TASKS) {
        const inside = events.filter(
          (other) => other.ts >= event.ts && other.ts < event.ts + event.dur! && other !== event && (other.dur ?? 0) > 5000,
        );
        process.stdout.write(
          `  task ${(event.dur! / 1000).toFixed(0)} ms: ${inside
            .slice(0, 6)
            .map(
              (other) =>
                `${other.name}(${((other.dur ?? 0) / 1000).toFixed(0)}${other.args?.data ? ' ' + String(other.args.data['functionName'] ?? other.args.data['url'] ?? other.args.data['type'] ?? '').slice(-60) : ''})`,
            )
            .join(' > ')}\n    ran: ${ranBetween(event.ts, event.ts + event.dur!)}\n`,
        );
      }
    }
    open.push({ event, childUs: 0, long });
  }
  close(Infinity);
  process.stdout.write(
    `trace.${name}.long_tasks ${longTasks}, blocking ${blockingMs.toFixed(0)} ms (4x slower CPU, over ${LONG_TASK_MS} ms each)\n`,
  );
  for (const [kind, ms] of [...selfMs].sort((a, b) => b[1] - a[1]).slice(0, 10))
    process.stdout.write(`trace.${name}.long_task_work ${ms.toFixed(0)} ms ${kind}\n`);
};

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
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] });
    await page.goto(allPages[name], { waitUntil: 'networkidle' });
    await page.waitForTimeout(2_000);
    const { profile } = (await devtools.send('Profiler.stop')) as unknown as { profile: Profile };
    const traced = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    /** A sampled function's script or package, and its name there. */
    const placeOf = (id: number) => {
      const { functionName, url, lineNumber, columnNumber } = byId.get(id)!.callFrame;
      const original = url.startsWith(api.base) ? originalOf(url, lineNumber, columnNumber) : undefined;
      const owner = original ? ownerOf(original.source) : url ? url.replace(api.base, '') : functionName;
      const key = original
        ? `${original.name || functionName || '(anonymous)'} ${original.source}`
        : `${functionName || '(anonymous)'} ${owner}`;
      return { owner, key };
    };
    const sampledAt: number[] = [];
    profile.timeDeltas.reduce((at, delta, index) => (sampledAt[index] = at + delta), profile.startTime);
    reportLongTasks(name, traced, (fromUs, toUs) => {
      const ms = new Map<string, number>();
      profile.samples.forEach((id, index) => {
        if (sampledAt[index]! < fromUs || sampledAt[index]! >= toUs) return;
        const { key } = placeOf(id);
        ms.set(key, (ms.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
      });
      return [...ms]
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(process.env.TRACE_TASKS) || 5)
        .map(([key, spent]) => `${spent.toFixed(0)} ${key}`)
        .join(', ');
    });
    const selfMs = new Map<number, number>();
    profile.samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
    const byFunction = new Map<string, number>();
    const byScript = new Map<string, number>();
    for (const [id, ms] of selfMs) {
      if (byId.get(id)!.callFrame.functionName === '(idle)') continue;
      const { owner, key } = placeOf(id);
      byScript.set(owner, (byScript.get(owner) ?? 0) + ms);
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
