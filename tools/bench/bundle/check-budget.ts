/**
 * `npm run check:bundle` (after the web build; `npm test` runs it): fails when a page's first-load JavaScript
 * weighs more than 5 kB brotli above its line in `budget.json`. Growth that is meant is committed with its new
 * budget in the same commit (`npm run check:bundle -- --write` writes the build's figures); a page that got lighter
 * is reported, so its budget can come down with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { firstLoadBrotliKb, PAGES } from './first-load.js';

/** kB of brotli a page may grow before CI fails. */
const TOLERANCE_KB = 5;
const budgetPath = path.join(import.meta.dirname, 'budget.json');

const measured = firstLoadBrotliKb();
const rounded = Object.fromEntries(Object.entries(measured).map(([page, kb]) => [page, Math.round(kb * 10) / 10]));

if (process.argv.includes('--write')) {
  fs.writeFileSync(budgetPath, `${JSON.stringify(rounded, null, 2)}\n`);
  process.stdout.write(`budget written: ${budgetPath}\n`);
  process.exit(0);
}

const budget = JSON.parse(fs.readFileSync(budgetPath, 'utf8')) as Record<string, number>;
const failures: string[] = [];
for (const page of Object.keys(PAGES)) {
  const kb = rounded[page]!;
  const allowed = budget[page];
  if (allowed === undefined) {
    failures.push(`${page}: no budget in ${path.relative(process.cwd(), budgetPath)} (add it: --write)`);
    continue;
  }
  const change = kb - allowed;
  const verdict = change > TOLERANCE_KB ? 'OVER' : change < -TOLERANCE_KB ? 'lighter: lower its budget' : 'ok';
  process.stdout.write(
    `${page.padEnd(10)} ${kb.toFixed(1).padStart(6)} kB brotli, budget ${allowed.toFixed(1)} (${change >= 0 ? '+' : ''}${change.toFixed(1)}): ${verdict}\n`,
  );
  if (change > TOLERANCE_KB)
    failures.push(
      `${page}: first-load JS ${kb.toFixed(1)} kB brotli is ${change.toFixed(1)} kB over its budget of ${allowed.toFixed(1)} (tolerance ${TOLERANCE_KB})`,
    );
}
if (failures.length) {
  process.stderr.write(
    `\nThe first-load budget is exceeded:\n${failures.map((line) => `  ${line}`).join('\n')}\n` +
      'Keep the growth out of the first load (a lazy import), or, when it is meant, run `npm run check:bundle -- --write` and commit budget.json with the change.\n',
  );
  process.exit(1);
}
