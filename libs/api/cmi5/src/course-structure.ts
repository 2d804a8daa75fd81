import { SaxesParser, type SaxesTagNS } from 'saxes';

/** cmi5's course structure namespace: the root element and everything the LMS reads live in it. */
export const CMI5_NAMESPACE = 'https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd';

export const MOVE_ON = ['Passed', 'Completed', 'CompletedAndPassed', 'CompletedOrPassed', 'NotApplicable'] as const;
export type MoveOn = (typeof MOVE_ON)[number];
export const LAUNCH_METHODS = ['AnyWindow', 'OwnWindow'] as const;
export type LaunchMethod = (typeof LAUNCH_METHODS)[number];

/** Texts by language tag, as the package states them (`en-US`...). */
export type LangStrings = Record<string, string>;

export type AuStructure = {
  kind: 'au';
  id: string;
  title: LangStrings;
  description: LangStrings;
  url: string;
  launchMethod: LaunchMethod;
  moveOn: MoveOn;
  masteryScore: number | null;
  activityType: string | null;
  launchParameters: string | null;
  entitlementKey: string | null;
};
export type BlockStructure = { kind: 'block'; id: string; title: LangStrings; description: LangStrings; children: Node[] };
type Node = AuStructure | BlockStructure;
export type CourseStructure = { id: string; title: LangStrings; description: LangStrings; children: Node[] };

/** Why a package is refused: the line of `cmi5.xml` (1-based; 0 when it is not about a line) and the rule it breaks. */
export class Cmi5PackageError extends Error {
  constructor(
    readonly line: number,
    readonly rule: string,
  ) {
    super(line ? `cmi5.xml line ${line}: ${rule}` : rule);
  }
}

type Element = { name: string; attributes: Record<string, string>; line: number; children: Element[]; text: string };

/** The XML as a tree of the cmi5 namespace's elements, each with its line; a malformed document is refused at its line. */
const parseXml = (xml: string): Element => {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: Element[] = [];
  let root: Element | undefined;
  let foreignDepth = 0;
  parser.on('opentag', (tag: SaxesTagNS) => {
    if (foreignDepth || tag.uri !== CMI5_NAMESPACE) {
      // Vendor extensions (their own namespaces) are allowed anywhere and not read (13.1.5).
      if (!stack.length) throw new Cmi5PackageError(parser.line, `the root element must be <courseStructure> in ${CMI5_NAMESPACE}`);
      foreignDepth++;
      return;
    }
    const element: Element = {
      name: tag.local,
      attributes: Object.fromEntries(
        Object.values(tag.attributes)
          .filter((attribute) => !attribute.uri)
          .map((a) => [a.local, a.value]),
      ),
      line: parser.line,
      children: [],
      text: '',
    };
    if (stack.length) stack[stack.length - 1]!.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    if (!foreignDepth && stack.length) stack[stack.length - 1]!.text += text;
  });
  parser.on('cdata', (text) => {
    if (!foreignDepth && stack.length) stack[stack.length - 1]!.text += text;
  });
  parser.on('closetag', () => {
    if (foreignDepth) foreignDepth--;
    else stack.pop();
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof Cmi5PackageError) throw error;
    // saxes says "file:line:column: message".
    const message = (error as Error).message.replace(/^[^:]*:\d+:\d+:\s*/, '');
    throw new Cmi5PackageError(parser.line, `not well-formed XML: ${message}`);
  }
  if (!root) throw new Cmi5PackageError(0, 'cmi5.xml has no root element');
  return root;
};

const IRI = /^[a-z][a-z0-9+.-]*:[^\s<>"{}|\\^`]+$/i;
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i;

const only = (parent: Element, name: string, required: boolean) => {
  const found = parent.children.filter((child) => child.name === name);
  if (found.length > 1) throw new Cmi5PackageError(found[1]!.line, `<${parent.name}> has at most one <${name}>`);
  if (required && !found.length) throw new Cmi5PackageError(parent.line, `<${parent.name}> must have a <${name}>`);
  return found[0];
};

const langStrings = (parent: Element, name: string): LangStrings => {
  const element = only(parent, name, true)!;
  const strings: LangStrings = {};
  for (const child of element.children) {
    if (child.name !== 'langstring') throw new Cmi5PackageError(child.line, `<${name}> holds only <langstring> elements`);
    const lang = child.attributes['lang']?.trim();
    if (!lang || !LANGUAGE_TAG.test(lang))
      throw new Cmi5PackageError(child.line, '<langstring> needs a lang attribute with a language tag');
    if (lang in strings) throw new Cmi5PackageError(child.line, `<${name}> has two <langstring lang="${lang}">`);
    strings[lang] = child.text.trim();
  }
  if (!Object.keys(strings).length) throw new Cmi5PackageError(element.line, `<${name}> must have at least one <langstring>`);
  return strings;
};

const iriAttribute = (element: Element, seen: Map<string, number>) => {
  const id = element.attributes['id']?.trim();
  if (!id) throw new Cmi5PackageError(element.line, `<${element.name}> must have an id attribute`);
  if (!IRI.test(id)) throw new Cmi5PackageError(element.line, `<${element.name}> id must be an IRI: "${id}"`);
  const before = seen.get(id);
  if (before !== undefined)
    throw new Cmi5PackageError(element.line, `id "${id}" is already used at line ${before}; ids are unique in a course`);
  seen.set(id, element.line);
  return id;
};

const choice = <T extends string>(element: Element, name: string, allowed: readonly T[], fallback: T): T => {
  const value = element.attributes[name]?.trim();
  if (value === undefined) return fallback;
  if (!allowed.includes(value as T)) throw new Cmi5PackageError(element.line, `${name} must be one of ${allowed.join(', ')}: "${value}"`);
  return value as T;
};

const optionalText = (parent: Element, name: string) => {
  const element = only(parent, name, false);
  return element ? element.text.trim() : null;
};

/** The launch parameters the LMS adds to an AU's URL (cmi5 §8.1): a URL of its own must not hold them. */
const LAUNCH_PARAMETERS = ['endpoint', 'fetch', 'actor', 'registration', 'activityId'];
/** What RFC 3986 allows in a URI reference (with percent-encoding): no spaces, no quotes, no angle brackets. */
const URI_REFERENCE = /^(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})+$/;

const checkAuUrl = (url: string, line: number) => {
  if (!URI_REFERENCE.test(url)) throw new Cmi5PackageError(line, `<url> must be a URL (RFC 3986): "${url}"`);
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://package.invalid/');
  } catch {
    throw new Cmi5PackageError(line, `<url> must be a URL (RFC 3986): "${url}"`);
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^https?:$/.test(parsed.protocol))
    throw new Cmi5PackageError(line, `<url> must be an http or https URL, or a path in the package: "${url}"`);
  const clash = LAUNCH_PARAMETERS.find((name) => parsed.searchParams.has(name));
  if (clash) throw new Cmi5PackageError(line, `<url> must not carry the launch parameter "${clash}": the LMS adds it`);
};

const readAu = (element: Element, seen: Map<string, number>): AuStructure => {
  const id = iriAttribute(element, seen);
  const url = optionalText(element, 'url');
  const urlLine = only(element, 'url', false)?.line ?? element.line;
  if (!url) throw new Cmi5PackageError(urlLine, '<au> must have a non-empty <url>');
  checkAuUrl(url, urlLine);
  const scoreText = element.attributes['masteryScore']?.trim();
  let masteryScore: number | null = null;
  if (scoreText !== undefined) {
    masteryScore = Number(scoreText);
    if (!/^\d+(\.\d{1,4})?$|^\.\d{1,4}$/.test(scoreText) || masteryScore > 1)
      throw new Cmi5PackageError(element.line, `masteryScore must be a decimal from 0 to 1 with up to 4 decimals: "${scoreText}"`);
  }
  const activityType = element.attributes['activityType']?.trim() ?? null;
  if (activityType !== null && !IRI.test(activityType))
    throw new Cmi5PackageError(element.line, `activityType must be an IRI: "${activityType}"`);
  return {
    kind: 'au',
    id,
    title: langStrings(element, 'title'),
    description: langStrings(element, 'description'),
    url,
    launchMethod: choice(element, 'launchMethod', LAUNCH_METHODS, 'AnyWindow'),
    moveOn: choice(element, 'moveOn', MOVE_ON, 'NotApplicable'),
    masteryScore,
    activityType,
    launchParameters: optionalText(element, 'launchParameters'),
    entitlementKey: optionalText(element, 'entitlementKey'),
  };
};

/**
 * Each element's children in the course structure's order (CourseStructure.xsd's sequences): a child of a later
 * group never comes before one of an earlier group; the names of one group may mix (a block's blocks and AUs).
 */
const CHILDREN_IN_ORDER: Record<string, string[][]> = {
  courseStructure: [['course'], ['objectives'], ['block', 'au']],
  course: [['title'], ['description'], ['customExtensions']],
  block: [['title'], ['description'], ['objectives'], ['block', 'au']],
  au: [['title'], ['description'], ['objectives'], ['url'], ['launchParameters'], ['entitlementKey']],
  objectives: [['objective']],
  objective: [['title'], ['description']],
};

const checkChildren = (element: Element) => {
  const groups = CHILDREN_IN_ORDER[element.name];
  if (!groups) return;
  let previous: Element | undefined;
  let previousGroup = 0;
  for (const child of element.children) {
    const group = groups.findIndex((names) => names.includes(child.name));
    if (group < 0) throw new Cmi5PackageError(child.line, `<${element.name}> cannot hold <${child.name}>`);
    if (previous && group < previousGroup)
      throw new Cmi5PackageError(
        child.line,
        `<${child.name}> must come before <${previous.name}> in <${element.name}> (the order is ${groups.map((names) => names.join(' or ')).join(', ')})`,
      );
    previous = child;
    previousGroup = group;
    checkChildren(child);
  }
};

const readChildren = (parent: Element, seen: Map<string, number>): Node[] =>
  parent.children.flatMap((child): Node[] => {
    if (child.name === 'au') return [readAu(child, seen)];
    if (child.name !== 'block') return [];
    const id = iriAttribute(child, seen);
    const children = readChildren(child, seen);
    if (!children.length) throw new Cmi5PackageError(child.line, '<block> must hold at least one <au> or <block>');
    return [{ kind: 'block', id, title: langStrings(child, 'title'), description: langStrings(child, 'description'), children }];
  });

/**
 * Reads a cmi5 course structure (cmi5 §13, the CourseStructure.xsd): the course, its blocks and AUs with their
 * launch data, whitespace trimmed. What breaks a rule is refused with its line.
 */
export const readCourseStructure = (xml: string): CourseStructure => {
  const root = parseXml(xml.replace(/^\uFEFF/, ''));
  if (root.name !== 'courseStructure')
    throw new Cmi5PackageError(root.line, `the root element must be <courseStructure>, not <${root.name}>`);
  checkChildren(root);
  const course = only(root, 'course', true)!;
  const seen = new Map<string, number>();
  const id = iriAttribute(course, seen);
  for (const objective of only(root, 'objectives', false)?.children ?? []) {
    iriAttribute(objective, seen);
    langStrings(objective, 'title');
    langStrings(objective, 'description');
  }
  const children = readChildren(root, seen);
  if (!children.length) throw new Cmi5PackageError(root.line, 'a course must hold at least one <au>');
  return { id, title: langStrings(course, 'title'), description: langStrings(course, 'description'), children };
};

/** Every AU of the structure in order, with the blocks it sits in (outermost first). */
export const ausOf = (structure: { children: Node[] }, blocks: BlockStructure[] = []): { au: AuStructure; blocks: BlockStructure[] }[] =>
  structure.children.flatMap((node) => (node.kind === 'au' ? [{ au: node, blocks }] : ausOf(node, [...blocks, node])));
