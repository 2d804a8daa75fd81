import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The api's domains: every lib of libs/api but the platform and the kits the host and tests build with. */
const libsFolder = path.resolve(import.meta.dirname, '../../../libs/api');
const NOT_DOMAINS = ['platform', 'server', 'testing'];
const moduleNames = () =>
  fs.readdirSync(libsFolder).filter((name) => !NOT_DOMAINS.includes(name) && fs.existsSync(path.join(libsFolder, name, 'src')));
const modulesFolder = (name: string) => path.join(libsFolder, name, 'src');
/** A module's own code (tests aside: they may use any module to set a scene). */
const codeOf = (name: string) =>
  (fs.readdirSync(modulesFolder(name), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => fs.readFileSync(path.join(modulesFolder(name), file), 'utf8'));

/** Which module decorates the app with each name (`app.decorate('lmsRepository', …)`). */
const decorationOwners = () =>
  new Map(
    moduleNames().flatMap((name) =>
      codeOf(name).flatMap((code) =>
        [...code.matchAll(/decorate(?:Request|Reply)?\(\s*'([A-Za-z]+)'/g)].map(([, decoration]) => [decoration!, name]),
      ),
    ),
  );

type Use = 'code' | 'tables' | 'decorations';
/**
 * Which modules each module uses: by importing their code, by reading their tables (their schema.ts), or through
 * the app's decorations they made (`app.practiceRepository`: no import shows it, yet it is a dependency all the same).
 */
const moduleGraph = (uses: readonly Use[] = ['code']) => {
  const owners = decorationOwners();
  const graph = new Map<string, Set<string>>();
  for (const name of moduleNames()) {
    const used = new Set<string>();
    for (const code of codeOf(name)) {
      for (const [, other, imported] of code.matchAll(/from '@tiles\/api-([a-z-]+)\/([a-z-]+)'/g))
        if (other !== name && moduleNames().includes(other!) && uses.includes(imported === 'schema' ? 'tables' : 'code')) used.add(other!);
      if (uses.includes('decorations'))
        for (const [, decoration] of code.matchAll(/\b(?:app|server)\.([A-Za-z]+)/g)) {
          const owner = owners.get(decoration!);
          if (owner && owner !== name) used.add(owner);
        }
    }
    graph.set(name, used);
  }
  return graph;
};

describe("the api's domain libs", () => {
  it("depend on each other one way only, counting their code, tables and decorations: no cycle (a module that must hear of another's facts listens to its domain events; one that needs another's answer declares a port the other provides)", () => {
    const graph = moduleGraph(['code', 'tables', 'decorations']);
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
    const host = fs.readFileSync(path.join(import.meta.dirname, 'app.ts'), 'utf8');
    const withRoutesOrRepository = moduleNames()
      .filter((name) => ['routes.ts', 'repository.ts'].some((file) => fs.existsSync(path.join(modulesFolder(name), file))))
      // Helpers of other modules, with no routes or decorations of their own.
      .filter((name) => name !== 'users');
    const unlisted = withRoutesOrRepository.filter((name) => {
      const exported = name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()) + 'Module';
      const modulePath = path.join(modulesFolder(name), 'module.ts');
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
    // Each of these reads another domain's tables with SQL instead of through its repository or its events (most
    // of them a table's foreign key to its owner's rows, such as users and sites). None of them points back up the
    // graph any more (the first test counts them), so each domain can become a lib of its own; what a domain reads
    // of another by SQL still binds it to that domain's table layout, the debt this list tracks (issue 44).
    const known: Record<string, string[]> = {
      account: ['auth', 'events', 'game', 'lms', 'mail', 'notifications', 'practice', 'push', 'roles', 'users'],
      auth: ['users'],
      // Its importer writes the course, modules and sessions a package becomes (the LMS has no such write yet).
      cmi5: ['lms', 'site', 'users'],
      cms: ['content', 'drafts', 'game', 'lms', 'practice'],
      content: ['lms', 'site'],
      drafts: ['site'],
      events: ['auth', 'users'],
      game: ['events', 'lms', 'practice', 'roles', 'site', 'users'],
      // Foreign keys only (to sites, users and courses): what it shows of them it reads through their repositories.
      groups: ['lms', 'site', 'users'],
      i18n: ['site'],
      lms: ['events', 'site', 'users'],
      // The foreign key of each client, statement and document to its site: nothing of the site is read.
      lrs: ['site'],
      notifications: ['lms', 'roles', 'site', 'users'],
      practice: ['lms', 'users'],
      push: ['auth', 'users'],
      // users: only the foreign key of an issued credential to its learner (set null when the account goes).
      records: ['events', 'game', 'lms', 'practice', 'site', 'users'],
      stats: ['lms'],
      tester: ['users'],
      users: ['site'],
    };
    const reads = Object.fromEntries(
      [...moduleGraph(['tables'])].filter(([, others]) => others.size).map(([name, others]) => [name, [...others].sort()]),
    );
    const unknown = Object.entries(reads).flatMap(([name, others]) =>
      others.filter((other) => !known[name]?.includes(other)).map((other) => `${name} -> ${other}`),
    );
    expect(unknown).toEqual([]);
    // A read that went away leaves the list too, so the list stays the truth.
    expect(reads).toEqual(known);
  });
});
