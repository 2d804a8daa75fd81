import { parse as parseLanguageTag } from 'bcp-47';

/**
 * The xAPI data rules an LRS enforces on a statement (xAPI 2.0.0, IEEE 9274.1.1, and 1.0.3 where they differ):
 * every property of its type and format, nothing unknown, no null outside extensions. The first broken rule is
 * answered, named by its place in the statement (`context.instructor.mbox`).
 */
export type XapiVersion = '1.0.3' | '2.0.0';

export class StatementRuleError extends Error {
  constructor(
    readonly path: string,
    readonly rule: string,
  ) {
    super(`${path}: ${rule}`);
  }
}

type Json = unknown;
type JsonObject = Record<string, unknown>;
type Check = (value: Json, path: string) => void;

const fail = (path: string, rule: string): never => {
  throw new StatementRuleError(path, rule);
};

const isObject = (value: Json): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An absolute IRI: a scheme, then no white space nor characters an IRI never holds. */
const IRI = /^[a-z][a-z0-9+.-]*:[^\s<>"{}|\\^`]+$/i;
const MAILTO = /^mailto:[^@\s]+@[^@\s]+$/;
const SHA1 = /^[0-9a-f]{40}$/i;
const SHA2 = /^[0-9a-f]{56}$|^[0-9a-f]{64}$|^[0-9a-f]{96}$|^[0-9a-f]{128}$/i;
/** ISO 8601 durations as xAPI uses them: `P1Y2M3DT4H5M6.7S`, `P3W`. */
const DURATION =
  /^P(?:(?:\d+(?:\.\d+)?Y)?(?:\d+(?:\.\d+)?M)?(?:\d+(?:\.\d+)?D)?(?:T(?=\d)(?:\d+(?:\.\d+)?H)?(?:\d+(?:\.\d+)?M)?(?:\d+(?:\.\d+)?S)?)?|\d+(?:\.\d+)?W)$/;
/** RFC 3339 / ISO 8601 date-times with a zone: `2026-11-28T10:00:00.123Z`, `…+01:00`, `…+0100`, `…+01`. */
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}(?::?\d{2})?)$/i;
const MEDIA_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(?:\s*;.*)?$/i;
const INTERACTION_TYPES = [
  'true-false',
  'choice',
  'fill-in',
  'long-fill-in',
  'matching',
  'performance',
  'sequencing',
  'likert',
  'numeric',
  'other',
];
const COMPONENT_LISTS: Record<string, string[]> = {
  choice: ['choices'],
  sequencing: ['choices'],
  likert: ['scale'],
  matching: ['source', 'target'],
  performance: ['steps'],
};

const string: Check = (value, path) => {
  if (typeof value !== 'string') fail(path, 'must be a string');
};
const formatted =
  (pattern: RegExp, what: string): Check =>
  (value, path) => {
    if (typeof value !== 'string' || !pattern.test(value)) fail(path, `must be ${what}`);
  };
const iri = formatted(IRI, 'an IRI');
const uuid = formatted(UUID, 'a UUID');
const boolean: Check = (value, path) => {
  if (typeof value !== 'boolean') fail(path, 'must be true or false');
};
const number: Check = (value, path) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(path, 'must be a number');
};

export const isLanguageTag = (tag: string) => tag !== '' && parseLanguageTag(tag).language !== null;

const languageMap: Check = (value, path) => {
  if (!isObject(value)) return fail(path, 'must be a language map');
  for (const [tag, text] of Object.entries(value)) {
    if (!isLanguageTag(tag)) fail(`${path}.${tag}`, 'must be keyed by an RFC 5646 language tag');
    string(text, `${path}.${tag}`);
  }
};

const extensions: Check = (value, path) => {
  if (!isObject(value)) return fail(path, 'must be an object');
  for (const key of Object.keys(value)) iri(key, `${path} key ${key}`);
};

/** An object with these properties only; each present one checked, `required` ones present, none null. */
const shape =
  (properties: Record<string, Check>, required: string[] = []): Check =>
  (value, path) => {
    if (!isObject(value)) return fail(path, 'must be an object');
    for (const [key, child] of Object.entries(value)) {
      const check = properties[key];
      if (!check) fail(`${path}.${key}`, 'is not a property here');
      if (child === null) fail(`${path}.${key}`, 'must not be null');
      check!(child, `${path}.${key}`);
    }
    for (const key of required) if (!(key in value)) fail(`${path}.${key}`, 'is required');
  };

const list =
  (item: Check): Check =>
  (value, path) => {
    if (!Array.isArray(value)) return fail(path, 'must be an array');
    value.forEach((entry, index) => {
      if (entry === null) fail(`${path}[${index}]`, 'must not be null');
      item(entry, `${path}[${index}]`);
    });
  };

const IFIS = ['mbox', 'mbox_sha1sum', 'openid', 'account'] as const;
const account = shape({ homePage: formatted(IRI, 'an IRL'), name: string }, ['homePage', 'name']);
const ifiChecks: Record<string, Check> = {
  mbox: formatted(MAILTO, 'a mailto IRI'),
  mbox_sha1sum: formatted(SHA1, 'a SHA-1 hex digest'),
  openid: formatted(IRI, 'a URI'),
  account,
};
const ifiCount = (value: JsonObject) => IFIS.filter((ifi) => ifi in value).length;

const agent: Check = (value, path) => {
  shape({ objectType: (type, at) => type !== 'Agent' && fail(at, 'must be "Agent"'), name: string, ...ifiChecks })(value, path);
  if (ifiCount(value as JsonObject) !== 1) fail(path, 'an Agent has exactly one of mbox, mbox_sha1sum, openid or account');
};

const group: Check = (value, path) => {
  shape({ objectType: (type, at) => type !== 'Group' && fail(at, 'must be "Group"'), name: string, member: list(agent), ...ifiChecks }, [
    'objectType',
  ])(value, path);
  const fields = value as JsonObject;
  const ifis = ifiCount(fields);
  if (ifis > 1) fail(path, 'a Group has at most one of mbox, mbox_sha1sum, openid or account');
  if (ifis === 0 && !Array.isArray(fields['member'])) fail(`${path}.member`, 'an anonymous Group lists its members');
};

const agentOrGroup: Check = (value, path) => {
  if (isObject(value) && value['objectType'] === 'Group') group(value, path);
  else agent(value, path);
};

const interactionComponent = shape(
  {
    id: (value, at) => (typeof value !== 'string' || value === '' ? fail(at, 'must be a non-empty string') : undefined),
    description: languageMap,
  },
  ['id'],
);

const activityDefinition: Check = (value, path) => {
  const components = list(interactionComponent);
  shape({
    name: languageMap,
    description: languageMap,
    type: iri,
    moreInfo: formatted(IRI, 'an IRL'),
    extensions,
    interactionType: (type, at) =>
      typeof type === 'string' && INTERACTION_TYPES.includes(type) ? undefined : fail(at, 'must be an interaction type'),
    correctResponsesPattern: list(string),
    choices: components,
    scale: components,
    source: components,
    target: components,
    steps: components,
  })(value, path);
  const definition = value as JsonObject;
  const type = definition['interactionType'] as string | undefined;
  for (const key of ['choices', 'scale', 'source', 'target', 'steps']) {
    if (!(key in definition)) continue;
    if (!type || !(COMPONENT_LISTS[type] ?? []).includes(key))
      fail(`${path}.${key}`, `is not a component list of interaction type ${type ?? '(none)'}`);
    const ids = (definition[key] as { id: string }[]).map((component) => component.id);
    if (new Set(ids).size !== ids.length) fail(`${path}.${key}`, 'ids must be distinct');
  }
  if ('correctResponsesPattern' in definition && !type) fail(`${path}.correctResponsesPattern`, 'needs an interactionType');
};

const activity = shape(
  { objectType: (type, at) => type !== 'Activity' && fail(at, 'must be "Activity"'), id: iri, definition: activityDefinition },
  ['id'],
);
const statementRef = shape({ objectType: (type, at) => type !== 'StatementRef' && fail(at, 'must be "StatementRef"'), id: uuid }, [
  'objectType',
  'id',
]);

const score: Check = (value, path) => {
  shape({
    scaled: (scaled, at) => {
      number(scaled, at);
      if ((scaled as number) < -1 || (scaled as number) > 1) fail(at, 'must be between -1 and 1');
    },
    raw: number,
    min: number,
    max: number,
  })(value, path);
  const { raw, min, max } = value as { raw?: number; min?: number; max?: number };
  if (min !== undefined && max !== undefined && min >= max) fail(`${path}.min`, 'must be less than max');
  if (raw !== undefined && min !== undefined && raw < min) fail(`${path}.raw`, 'must be at least min');
  if (raw !== undefined && max !== undefined && raw > max) fail(`${path}.raw`, 'must be at most max');
};

const result = shape({
  score,
  success: boolean,
  completion: boolean,
  response: string,
  duration: formatted(DURATION, 'an ISO 8601 duration'),
  extensions,
});

/** Parses an xAPI timestamp; `null` when it is not one (a `-00:00` offset says "unknown zone": refused). */
export const parseTimestamp = (value: string): Date | null => {
  const match = TIMESTAMP.exec(value);
  if (!match) return null;
  const zone = match[8]!;
  if (/^-00(?::?00)?$/.test(zone)) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  if (month! < 1 || month! > 12 || day! < 1 || day! > 31 || hour! > 23 || minute! > 59 || second! > 60) return null;
  const parsed = new Date(
    value
      .replace(' ', 'T')
      .replace(/([+-]\d{2})(\d{2})$/, '$1:$2')
      .replace(/([+-]\d{2})$/, '$1:00'),
  );
  if (Number.isNaN(parsed.getTime())) return null;
  // 2026-02-31 would roll over into March: refused, not moved.
  const local = new Date(Date.UTC(year!, month! - 1, day!));
  if (local.getUTCDate() !== day) return null;
  return parsed;
};

const timestamp: Check = (value, path) => {
  if (typeof value !== 'string' || !parseTimestamp(value)) fail(path, 'must be an ISO 8601 timestamp with its time zone');
};

const attachment = shape(
  {
    usageType: iri,
    display: languageMap,
    description: languageMap,
    contentType: formatted(MEDIA_TYPE, 'an Internet media type'),
    length: (value, at) => (Number.isInteger(value) && (value as number) >= 0 ? undefined : fail(at, 'must be a whole number')),
    sha2: formatted(SHA2, 'a SHA-2 hex digest'),
    fileUrl: formatted(IRI, 'an IRL'),
  },
  ['usageType', 'display', 'contentType', 'length', 'sha2'],
);

const rulesOf = (version: XapiVersion) => {
  const activityOrList: Check = (value, path) => (Array.isArray(value) ? list(activity)(value, path) : activity(value, path));
  const contextActivities = shape({ parent: activityOrList, grouping: activityOrList, category: activityOrList, other: activityOrList });
  const relevantTypes = (value: Json, path: string) => {
    list(iri)(value, path);
    if ((value as unknown[]).length === 0) fail(path, 'must not be empty');
  };
  const contextAgent = shape(
    { objectType: (type, at) => type !== 'contextAgent' && fail(at, 'must be "contextAgent"'), agent, relevantTypes },
    ['objectType', 'agent'],
  );
  const contextGroup = shape(
    { objectType: (type, at) => type !== 'contextGroup' && fail(at, 'must be "contextGroup"'), group, relevantTypes },
    ['objectType', 'group'],
  );
  const context = shape({
    registration: uuid,
    instructor: agentOrGroup,
    team: group,
    contextActivities,
    revision: string,
    platform: string,
    language: (value, at) => (typeof value === 'string' && isLanguageTag(value) ? undefined : fail(at, 'must be an RFC 5646 language tag')),
    statement: statementRef,
    extensions,
    ...(version === '2.0.0' ? { contextAgents: list(contextAgent), contextGroups: list(contextGroup) } : {}),
  });

  const versionCheck: Check = (value, path) => {
    const pattern = version === '2.0.0' ? /^(1\.0(\.\d+)?|2\.0(\.\d+)?)$/ : /^1\.0(\.\d+)?$/;
    if (typeof value !== 'string' || !pattern.test(value)) fail(path, version === '2.0.0' ? 'must be 1.0.x or 2.0.x' : 'must be 1.0.x');
  };

  const objectOf =
    (inSubStatement: boolean): Check =>
    (value, path) => {
      if (!isObject(value)) return fail(path, 'must be an object');
      switch (value['objectType'] ?? 'Activity') {
        case 'Activity':
          return activity(value, path);
        case 'Agent':
          return agent(value, path);
        case 'Group':
          return group(value, path);
        case 'StatementRef':
          return statementRef(value, path);
        case 'SubStatement':
          if (inSubStatement) fail(path, 'a SubStatement does not hold another SubStatement');
          return subStatement(value, path);
        default:
          return fail(`${path}.objectType`, 'must be Activity, Agent, Group, StatementRef or SubStatement');
      }
    };

  const verb = shape({ id: iri, display: languageMap }, ['id']);
  const statementProperties = (inSubStatement: boolean) => ({
    actor: agentOrGroup,
    verb,
    object: objectOf(inSubStatement),
    result,
    context,
    timestamp,
    attachments: list(attachment),
  });

  const contextFitsObject = (value: JsonObject, path: string) => {
    const object = value['object'] as JsonObject;
    const statementContext = value['context'] as JsonObject | undefined;
    const isActivity = (object['objectType'] ?? 'Activity') === 'Activity';
    if (statementContext && !isActivity)
      for (const key of ['revision', 'platform'])
        if (key in statementContext) fail(`${path}.context.${key}`, 'is only for statements about an Activity');
  };

  const subStatement: Check = (value, path) => {
    shape({ objectType: (type, at) => type !== 'SubStatement' && fail(at, 'must be "SubStatement"'), ...statementProperties(true) }, [
      'objectType',
      'actor',
      'verb',
      'object',
    ])(value, path);
    contextFitsObject(value as JsonObject, path);
  };

  const authority: Check = (value, path) => {
    agentOrGroup(value, path);
    const members = (value as JsonObject)['member'];
    if (
      (value as JsonObject)['objectType'] === 'Group' &&
      (ifiCount(value as JsonObject) > 0 || !Array.isArray(members) || members.length !== 2)
    )
      fail(path, 'a Group authority is anonymous, with exactly two members (an OAuth consumer and user)');
  };

  return (value: Json) => {
    shape({ id: uuid, ...statementProperties(false), stored: timestamp, authority, version: versionCheck }, ['actor', 'verb', 'object'])(
      value,
      'statement',
    );
    contextFitsObject(value as JsonObject, 'statement');
    const statement = value as JsonObject;
    const verbId = (statement['verb'] as JsonObject)['id'];
    if (verbId === 'http://adlnet.gov/expapi/verbs/voided' && (statement['object'] as JsonObject)['objectType'] !== 'StatementRef')
      fail('statement.object', 'a voiding statement targets a StatementRef');
  };
};

const rules = { '1.0.3': rulesOf('1.0.3'), '2.0.0': rulesOf('2.0.0') };

/** Throws a StatementRuleError naming the first rule the statement breaks. */
export const checkStatement = (statement: unknown, version: XapiVersion) => rules[version](statement);

/** The agent checks, for the `agent` parameters of queries and documents. */
export const checkAgent = (value: unknown, path = 'agent') => agentOrGroup(value, path);
