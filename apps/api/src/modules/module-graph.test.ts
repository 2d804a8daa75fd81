import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Which modules each module's code imports (tests aside: they may use any module to set a scene). */
const moduleGraph = ({ tables }: { tables: boolean } = { tables: false }) => {
  const graph = new Map<string, Set<string>>();
  for (const name of fs.readdirSync(import.meta.dirname)) {
    const folder = path.join(import.meta.dirname, name);
    if (!fs.statSync(folder).isDirectory()) continue;
    const uses = new Set<string>();
    for (const file of fs.readdirSync(folder, { recursive: true }) as string[]) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      for (const [, other, imported] of fs.readFileSync(path.join(folder, file), 'utf8').matchAll(/from '\.\.\/([a-z-]+)\/([a-z-]+)\.js'/g))
        // Another module's tables (its schema.ts) are counted apart: reading them is the debt the next test tracks.
        if (other !== name && (imported === 'schema') === tables) uses.add(other!);
    }
    graph.set(name, uses);
  }
  return graph;
};

describe("the api's modules", () => {
  it("depend on each other one way only: no cycle (a module that must hear of another's facts listens to its domain events)", () => {
    const graph = moduleGraph();
    const cycles: string[] = [];
    const walk = (from: string, trail: string[]) => {
      for (const next of graph.get(from) ?? []) {
        if (next === trail[0]) cycles.push([...trail, next].join(' -> '));
        else if (!trail.includes(next)) walk(next, [...trail, next]);
      }
    };
    for (const name of graph.keys()) walk(name, [name]);
    expect(graph.size).toBeGreaterThan(10);
    expect(cycles).toEqual([]);
  });

  it('are each one plugin (module.ts) that the host lists once: its repositories, listeners and routes come with it', () => {
    const host = fs.readFileSync(path.join(import.meta.dirname, '../app.ts'), 'utf8');
    const withRoutesOrRepository = fs
      .readdirSync(import.meta.dirname)
      .filter((name) => fs.statSync(path.join(import.meta.dirname, name)).isDirectory())
      .filter((name) => ['routes.ts', 'repository.ts'].some((file) => fs.existsSync(path.join(import.meta.dirname, name, file))))
      // Helpers of other modules, with no routes or decorations of their own.
      .filter((name) => name !== 'users');
    const unlisted = withRoutesOrRepository.filter((name) => {
      const exported = name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) + 'Module';
      const modulePath = path.join(import.meta.dirname, name, 'module.ts');
      return (
        !fs.existsSync(modulePath) ||
        !fs.readFileSync(modulePath, 'utf8').includes(`export const ${exported} =`) ||
        host.split(`  ${exported},`).length !== 2
      );
    });
    expect(withRoutesOrRepository.length).toBeGreaterThan(15);
    expect(unlisted).toEqual([]);
  });

  it("read another module's tables only where that debt is already known: the list only shrinks", () => {
    // Each of these reads another domain's tables with SQL instead of through its repository or its events. A
    // domain lib cannot depend on another in a cycle, so each must go before the modules become libs (issue 44).
    const known: Record<string, string[]> = {
      account: ['auth', 'events', 'game', 'lms', 'mail', 'notifications', 'practice', 'push', 'roles', 'stats', 'users'],
      auth: ['users'],
      cms: ['content', 'game', 'lms', 'practice', 'site'],
      content: ['cms', 'lms', 'site'],
      events: ['auth', 'lms', 'stats', 'users'],
      game: ['cms', 'events', 'lms', 'practice', 'roles', 'site', 'stats', 'users'],
      i18n: ['cms', 'site'],
      lms: ['cms', 'events', 'site', 'users'],
      notifications: ['lms', 'roles', 'site', 'users'],
      practice: ['cms', 'lms', 'users'],
      push: ['auth', 'users'],
      records: ['events', 'game', 'lms', 'practice', 'site'],
      stats: ['lms', 'users'],
      tester: ['users'],
      users: ['auth', 'site'],
    };
    const reads = Object.fromEntries(
      [...moduleGraph({ tables: true })].filter(([, others]) => others.size).map(([name, others]) => [name, [...others].sort()]),
    );
    const unknown = Object.entries(reads).flatMap(([name, others]) =>
      others.filter((other) => !known[name]?.includes(other)).map((other) => `${name} -> ${other}`),
    );
    expect(unknown).toEqual([]);
    // A read that went away leaves the list too, so the list stays the truth.
    expect(reads).toEqual(known);
  });
});
