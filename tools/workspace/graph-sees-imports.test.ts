import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Nx decides what a change affects, and which cached results still hold, from its project graph. When the graph
 * stopped reading imports (its JS analysis was off), `nx affected` and the cache reported green for broken code. This
 * compares the graph with the imports written in the code, so the graph cannot go blind again.
 */

const workspaceRoot = path.resolve(import.meta.dirname, '../..');

type ProjectGraph = {
  nodes: Record<string, { data: { root: string } }>;
  dependencies: Record<string, { target: string }[]>;
};

const readProjectGraph = (): ProjectGraph => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tiles-graph-')), 'graph.json');
  execFileSync('npx', ['nx', 'graph', `--file=${file}`], {
    cwd: workspaceRoot,
    env: { ...process.env, NX_DAEMON: 'false' },
    stdio: 'ignore',
  });
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { graph: ProjectGraph }).graph;
};

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-server', '.data', 'test-results', 'playwright-report', 'drizzle']);

const sourceFiles = function* (folder: string): Generator<string> {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) yield* sourceFiles(path.join(folder, entry.name));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path.join(folder, entry.name);
  }
};

/** Every module a file names: static imports and re-exports, side-effect imports, dynamic imports. */
const importedSpecifiers = (code: string) =>
  [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map((match) => match[1]!);

describe('the Nx project graph', () => {
  const graph = readProjectGraph();
  const projects = Object.entries(graph.nodes)
    .map(([name, node]) => ({ name, root: node.data.root }))
    // Deepest root first: a file belongs to the innermost project around it (the e2e areas inside web-e2e).
    .sort((a, b) => b.root.length - a.root.length);
  const owner = (file: string) => {
    const relative = path.relative(workspaceRoot, file).split(path.sep).join('/');
    return projects.find(({ root }) => root === '.' || relative === root || relative.startsWith(`${root}/`))?.name;
  };
  const byPackageName = new Map<string, string>();
  for (const { name, root } of projects) {
    const manifest = path.join(workspaceRoot, root, 'package.json');
    if (fs.existsSync(manifest)) byPackageName.set((JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name: string }).name, name);
  }
  const packageOf = (specifier: string) => {
    const [scope, name] = specifier.split('/');
    return byPackageName.get(specifier.startsWith('@') ? `${scope}/${name}` : scope!);
  };

  /** "a -> b (file)" for every import of one project's file from another project's code. */
  const importsAcrossProjects = () => {
    const found = new Map<string, string>();
    for (const { name, root } of projects) {
      if (root === '.') continue;
      for (const file of sourceFiles(path.join(workspaceRoot, root))) {
        if (owner(file) !== name) continue;
        for (const specifier of importedSpecifiers(fs.readFileSync(file, 'utf8'))) {
          const target = specifier.startsWith('.') ? owner(path.resolve(path.dirname(file), specifier)) : packageOf(specifier);
          if (target && target !== name) found.set(`${name} -> ${target}`, path.relative(workspaceRoot, file));
        }
      }
    }
    return found;
  };

  it('has an edge for every import from one project into another', () => {
    const edges = new Set(Object.entries(graph.dependencies).flatMap(([from, to]) => to.map(({ target }) => `${from} -> ${target}`)));
    const imports = importsAcrossProjects();
    const missing = [...imports].filter(([edge]) => !edges.has(edge)).map(([edge, file]) => `${edge} (imported in ${file})`);
    // The workspace has dozens of such imports: none found would mean this test reads nothing.
    expect(imports.size).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('sees the contracts reach every project that imports them', () => {
    const dependants = Object.entries(graph.dependencies)
      .filter(([, to]) => to.some(({ target }) => target === 'contracts'))
      .map(([from]) => from);
    expect(dependants).toEqual(expect.arrayContaining(['api', 'web', 'stats', 'practice', 'courses', 'routing']));
  });
});
