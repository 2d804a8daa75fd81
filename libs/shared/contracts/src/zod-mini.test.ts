import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The contracts' folder: the core and each domain's contract beside it (practice/, cms/...). */
const contracts = path.resolve(import.meta.dirname, '..');

describe('the contracts the browser loads', () => {
  it("use zod/mini only: one import of zod's full build puts all of it in every page's first load", () => {
    const sources = (fs.readdirSync(contracts, { recursive: true }) as string[]).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.split(path.sep).includes('node_modules'),
    );
    expect(sources.length).toBeGreaterThan(40);
    const full = sources.filter((file) => /from 'zod'/.test(fs.readFileSync(path.join(contracts, file), 'utf8')));
    expect(full).toEqual([]);
  });
});
