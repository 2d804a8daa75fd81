import { describe, expect, it } from 'vitest';
import { forTheBrowser } from './operations-for-the-browser';

const module = `import { operation } from '@tiles/contracts';
import { z } from 'zod/mini';
import { groupSchema, createGroupSchema } from './groups.js';

export const GROUP_NAME_MAX = 80;
const helper = () => z.string().check(z.trim());
export const itemSchema = z.object({ id: z.string().check(z.minLength(1)) });
setUp();

export const groupOperations = {
  listGroups: operation({
    method: 'GET',
    path: '/groups',
    group: 'groups',
    summary: 'The groups',
    query: z.object({ page: z.int() }),
    answer: z.array(groupSchema),
    access: 'signed-in',
    provides: ['Groups'],
  }),
  'create-group': operation({
    method: 'POST',
    path: '/groups',
    body: createGroupSchema,
    answer: groupSchema,
    access: { permission: 'teach' },
    invalidates: ['Groups'],
  }),
  leaveGroup: operation({ method: 'DELETE', path: '/groups/:id', answer: null, access: 'signed-in' }),
};
export const getItem = operation({ method: 'GET', path: '/item', answer: itemSchema, access: 'anyone' });
`;

describe("the browser's copy of a module of the contract", () => {
  const { code } = forTheBrowser(module, '/contracts/groups/src/groups-operations.ts', { lazyAnswers: true })!;

  it('keeps what a request and the cache need, and leaves out the documentation and the input schemas', () => {
    expect(code).toContain("method: 'GET'");
    expect(code).toContain("path: '/groups/:id'");
    expect(code).toContain("provides: ['Groups']");
    expect(code).toContain("invalidates: ['Groups']");
    for (const gone of ['summary', "group: 'groups'", 'query:', 'access:', 'createGroupSchema,']) expect(code).not.toContain(gone);
    expect(code).toContain('body: true');
  });

  it("loads each answer's schema from the module as the api has it, by the name it is exported under", () => {
    expect(code).toContain(
      `answer: () => import("./groups-operations.ts?checks").then((module) => module["groupOperations"]["listGroups"].answer)`,
    );
    expect(code).toContain(`module["groupOperations"]["create-group"].answer`);
    expect(code).toContain(`module["getItem"].answer`);
    expect(code).toContain('answer: null');
  });

  it('keeps the answers in the copy it loads them from', () => {
    const copy = forTheBrowser(module, '/contracts/groups/src/groups-operations.ts', { lazyAnswers: false })!.code;
    expect(copy).toContain('answer: z.array(groupSchema)');
    expect(copy).not.toContain('summary');
  });

  it('builds each top-level value made by calls in a function marked free of side effects, and nothing else', () => {
    expect(code).toContain('export const itemSchema = /* @__PURE__ */ (() => (z.object({ id: z.string().check(z.minLength(1)) })))();');
    expect(code).toContain('export const groupOperations = /* @__PURE__ */ (() => ({');
    expect(code).toContain('export const GROUP_NAME_MAX = 80;');
    expect(code).toContain('const helper = () => z.string().check(z.trim());');
    expect(code).toContain('\nsetUp();');
  });

  it('gives the same values as the module it copies', () => {
    const source = 'export const LIMITS = { min: 1, max: Math.max(2, 3) } as const;\nexport const sum = [1, 2].reduce((a, b) => a + b, 0);';
    const { code: copied } = forTheBrowser(source, '/contracts/limits.ts', { lazyAnswers: true })!;
    const evaluate = (text: string) =>
      new Function(`${text.replaceAll('export const', 'const').replace(' as const', '')}; return { LIMITS, sum };`)() as unknown;
    expect(copied).toContain('/* @__PURE__ */ (() => ({ min: 1, max: Math.max(2, 3) } as const))()');
    expect(evaluate(copied.replace(' as const', ''))).toEqual(evaluate(source));
  });

  it('refuses an operation it could not load the answer of: one the module does not export', () => {
    expect(() =>
      forTheBrowser(`const hidden = operation({ method: 'GET', path: '/x', answer: z.string(), access: 'anyone' });`, '/contracts/x.ts', {
        lazyAnswers: true,
      }),
    ).toThrow(/does not export/);
  });

  it('leaves a module with nothing to change as it is', () => {
    expect(
      forTheBrowser(`export const LIMIT = 5;\nexport const twice = (value: number) => value * 2;\n`, '/contracts/x.ts', {
        lazyAnswers: true,
      }),
    ).toBeNull();
  });
});
