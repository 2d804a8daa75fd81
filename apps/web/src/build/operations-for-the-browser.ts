import path from 'node:path';
import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The query that names the browser's copy of a module of the contract kept for checks: its schemas, answers' included.
 * An answer's schema is loaded from its operations module's copy when first needed; a module of the web whose name
 * ends in `-checks.ts` (the schemas a form checks its fields with) gets the copies too (ADR 0038).
 */
export const WITH_CHECKS = '?checks';

/**
 * What only the api reads of an operation: its documentation, and the input schemas it validates requests with.
 * The browser builds its requests from the path and the caller's arguments, and only asks whether there is a body.
 */
const API_ONLY_FIELDS = new Set([
  'summary',
  'description',
  'errorCodes',
  'errors',
  'group',
  'params',
  'query',
  'headers',
  'access',
  'bodyLimit',
  'status',
]);

const nameOf = (name: ts.PropertyName) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined);

/** `satisfies`, `as const` and parentheses around a value: the declaration they belong to is further up. */
const unwrapped = (node: ts.Node): ts.Node =>
  ts.isSatisfiesExpression(node.parent) || ts.isAsExpression(node.parent) || ts.isParenthesizedExpression(node.parent)
    ? unwrapped(node.parent)
    : node;

const isExported = (declaration: ts.VariableDeclaration) => {
  const statement = declaration.parent.parent;
  return ts.isVariableStatement(statement) && !!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
};

/**
 * Where the module exports an operation: `groupOperations.listGroups` as `['groupOperations', 'listGroups']`, an
 * exported operation of its own as `['name']`; undefined when the module does not export it by name.
 */
const exportedPathOf = (call: ts.CallExpression): string[] | undefined => {
  const value = unwrapped(call);
  if (ts.isVariableDeclaration(value.parent) && ts.isIdentifier(value.parent.name))
    return isExported(value.parent) ? [value.parent.name.text] : undefined;
  if (!ts.isPropertyAssignment(value.parent)) return undefined;
  const key = nameOf(value.parent.name);
  const table = unwrapped(value.parent.parent);
  if (key === undefined || !ts.isVariableDeclaration(table.parent) || !ts.isIdentifier(table.parent.name) || !isExported(table.parent))
    return undefined;
  return [table.parent.name.text, key];
};

/**
 * The browser's copy of a module of the contract. In the operations it declares, documentation and input schemas go
 * (`body: schema` becomes `body: true`); with `lazyAnswers`, each answer's schema becomes a function that loads it
 * from this same module as the api has it (`?checks`): zod and the schemas leave the first load, and a domain's
 * checks load with its first answer. Its top-level values built by calls are marked free of side effects: building
 * a zod schema has none, but its methods cannot be proven pure by a bundler, so every schema of a module whose
 * constants a page uses would come along. Statements that are calls stay as they are. Null when there is nothing to
 * change.
 */
export const forTheBrowser = (code: string, id: string, { lazyAnswers }: { lazyAnswers: boolean }) => {
  const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
  const out = new MagicString(code);
  const withAnswers = `./${path.basename(id)}${WITH_CHECKS}`;
  /** Text replaced or removed: nothing is marked inside it. */
  const edited: [number, number][] = [];
  const edit = (start: number, end: number, instead: string) => {
    edited.push([start, end]);
    if (instead) out.overwrite(start, end, instead);
    else out.remove(start, end);
  };
  const rewriteOperation = (call: ts.CallExpression, described: ts.ObjectLiteralExpression) => {
    for (const property of described.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const name = nameOf(property.name);
      const value = property.initializer;
      if (name !== undefined && API_ONLY_FIELDS.has(name))
        edit(property.getStart(source), code[property.end] === ',' ? property.end + 1 : property.end, '');
      else if (name === 'body') edit(value.getStart(source), value.end, 'true');
      else if (name === 'answer' && lazyAnswers && value.kind !== ts.SyntaxKind.NullKeyword) {
        const exported = exportedPathOf(call);
        if (!exported) throw new Error(`${id}: an operation the module does not export by name cannot load its answer's schema`);
        const reach = exported.map((part) => `[${JSON.stringify(part)}]`).join('');
        edit(value.getStart(source), value.end, `() => import(${JSON.stringify(withAnswers)}).then((module) => module${reach}.answer)`);
      }
    }
  };
  const findOperations = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'operation') {
      const [described] = node.arguments;
      if (described && ts.isObjectLiteralExpression(described)) rewriteOperation(node, described);
    }
    ts.forEachChild(node, findOperations);
  };
  findOperations(source);

  // A value built by calls is built in a function called at once, marked free of side effects: unused, it goes
  // whole, the property reads and templates of its messages included (which a bundler keeps as possible effects).
  let wrapped = 0;
  const buildsWithCalls = (node: ts.Node): boolean =>
    !ts.isFunctionLike(node) && (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.forEachChild(node, buildsWithCalls) === true);
  for (const statement of source.statements)
    if (ts.isVariableStatement(statement))
      for (const { initializer } of statement.declarationList.declarations)
        if (initializer && !ts.isFunctionLike(initializer) && buildsWithCalls(initializer)) {
          out.prependLeft(initializer.getStart(source), '/* @__PURE__ */ (() => (');
          out.appendRight(initializer.end, '))()');
          wrapped += 1;
        }

  if (edited.length === 0 && wrapped === 0) return null;
  return { code: out.toString(), map: out.generateMap({ source: id, hires: true, includeContent: true }) };
};

/**
 * The contract table describes each call once, for both ends (ADR 0014). The browser's build takes from it only
 * what a browser uses: the request's shape and the cache's tags, with each answer's schema loaded when first
 * needed (ADR 0038). The server entry, the api and the tests read the table as it is written.
 */
export const operationsForTheBrowser = (contractsRoot: string): Plugin => ({
  name: 'tiles-operations-for-the-browser',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  enforce: 'pre',
  /**
   * What the copies and the web's `-checks.ts` modules import of the contract is its copy for checks: a module goes
   * into one chunk whole, so a schema sharing a module with constants of the first screen would take it (and zod)
   * into the first load.
   */
  async resolveId(source, importer, options) {
    if (!importer || !(importer.endsWith(WITH_CHECKS) || importer.endsWith('-checks.ts'))) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved || resolved.external) return resolved;
    const file = resolved.id.split('?')[0]!;
    if (!file.startsWith(contractsRoot) || file.endsWith('/no-eval.ts') || resolved.id.endsWith(WITH_CHECKS)) return resolved;
    return { ...resolved, id: `${file}${WITH_CHECKS}` };
  },
  transform(code, id) {
    const [file, query] = id.split('?') as [string, string | undefined];
    // The zod setting is the one module of the contract that is there for its side effect.
    if (!file.startsWith(contractsRoot) || !file.endsWith('.ts') || file.endsWith('.test.ts') || file.endsWith('/no-eval.ts')) return null;
    const rewritten = forTheBrowser(code, file, { lazyAnswers: query === undefined });
    // Free of side effects (but the zod setting): a module whose exports a chunk does not use stays out of it.
    return { ...(rewritten ?? { code, map: null }), moduleSideEffects: false };
  },
});
