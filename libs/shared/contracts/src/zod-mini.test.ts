import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the contracts the browser loads', () => {
  it("use zod/mini only: one import of zod's full build puts all of it in every page's first load", () => {
    const sources = (fs.readdirSync(import.meta.dirname, { recursive: true }) as string[]).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const full = sources.filter((file) => /from 'zod'/.test(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')));
    expect(full).toEqual([]);
  });
});
