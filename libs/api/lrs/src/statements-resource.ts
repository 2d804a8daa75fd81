import { createHash, randomUUID } from 'node:crypto';
import { compactVerify, decodeProtectedHeader, importX509 } from 'jose';
import { firstUnstorablePath } from '@tiles/api-platform/ground/storable-text';
import { boundaryOf, buildMultipart, MultipartError, parseMultipart, type Part } from './multipart.js';
import { StatementConflict, type LrsClient, type StatementFilters } from './repository.js';
import { ifiOf } from './statement-index.js';
import { checkStatement, parseTimestamp, StatementRuleError } from './statement-rules.js';
import {
  agentParameter,
  allowOnly,
  badRequest,
  booleanParameter,
  canRead,
  canWrite,
  hasScope,
  iriParameter,
  isObject,
  json,
  mediaTypeOf,
  parseJson,
  refuse,
  required,
  timestampParameter,
  UUID,
  type JsonObject,
  type XapiAnswer,
  type XapiContext,
  type XapiRequest,
} from './xapi-request.js';

/** The statements resource: storing (JSON or multipart/mixed, signed or not), voiding, and every way of reading. */
const SIGNATURE_USAGE = 'http://adlnet.gov/expapi/attachments/signature';

/** The agent that stored a statement: the client, named by its key on the site. */
const authorityOf = (client: LrsClient, publicUrl: string) => ({
  objectType: 'Agent',
  name: client.name,
  account: { homePage: `${publicUrl}/`, name: client.key },
});

type Received = { statements: unknown[]; single: boolean; attachments: Map<string, { contentType: string; content: Buffer }> };

/** The statements of a PUT or POST body, JSON or multipart/mixed with their attachments' raw content. */
const receiveStatements = (request: XapiRequest): Received => {
  const mediaType = mediaTypeOf(request.headers);
  let jsonText: string;
  const attachments = new Map<string, { contentType: string; content: Buffer }>();
  if (mediaType === 'multipart/mixed') {
    const boundary = boundaryOf(request.headers['content-type']!) ?? badRequest('multipart/mixed needs a boundary');
    let parts: Part[];
    try {
      parts = parseMultipart(request.body, boundary);
    } catch (error) {
      if (error instanceof MultipartError) return badRequest(error.message);
      throw error;
    }
    const [first, ...rest] = parts;
    if (!first || (first.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() !== 'application/json')
      badRequest('the first part of a multipart/mixed body is the statements, as application/json');
    jsonText = first!.body.toString('utf8');
    for (const part of rest) {
      const hash = part.headers['x-experience-api-hash'] ?? badRequest('an attachment part needs its X-Experience-API-Hash header');
      if (part.headers['content-transfer-encoding'] !== 'binary') badRequest('an attachment part needs Content-Transfer-Encoding: binary');
      const actual = createHash(hash.length === 128 ? 'sha512' : hash.length === 96 ? 'sha384' : 'sha256')
        .update(part.body)
        .digest('hex');
      if (actual !== hash.toLowerCase()) badRequest(`the attachment part ${hash} does not have that hash`);
      attachments.set(hash.toLowerCase(), { contentType: part.headers['content-type'] ?? 'application/octet-stream', content: part.body });
    }
  } else if (mediaType === 'application/json' || mediaType === '') {
    jsonText = request.body.toString('utf8');
  } else {
    return badRequest('statements travel as application/json or multipart/mixed');
  }
  const parsed = parseJson(jsonText, 'the body');
  const unstorable = firstUnstorablePath(parsed, 'statement');
  if (unstorable) badRequest(`${unstorable}: holds a NUL or half a surrogate pair, which no text can keep`);
  return { statements: Array.isArray(parsed) ? parsed : [parsed], single: !Array.isArray(parsed), attachments };
};

/** A signed statement's JWS must be RS256/384/512 over the statement it is attached to, and verify when it names its key. */
const checkSignature = async (statement: JsonObject, jws: Buffer) => {
  const token = jws.toString('utf8').trim();
  let header: { alg?: string; x5c?: string[] };
  try {
    header = decodeProtectedHeader(token) as typeof header;
  } catch {
    return badRequest('the signature is not a JWS');
  }
  if (!['RS256', 'RS384', 'RS512'].includes(header.alg ?? '')) badRequest('the signature must use RS256, RS384 or RS512');
  const [, payloadPart] = token.split('.');
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(payloadPart ?? '', 'base64url').toString('utf8'));
  } catch {
    return badRequest("the signature's payload is not a statement");
  }
  const strip = (value: unknown) => {
    const { attachments: _attachments, id, stored: _stored, authority: _authority, version: _version, ...rest } = value as JsonObject;
    return { rest, id };
  };
  if (!isObject(payload)) return badRequest("the signature's payload is not a statement");
  const signed = strip(withHundredths(withContextActivityLists(payload as JsonObject)));
  const given = strip(withHundredths(withContextActivityLists(statement)));
  const same = (a: unknown, b: unknown) => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
  if (!same(signed.rest, given.rest) || (signed.id !== undefined && signed.id !== given.id))
    badRequest('the signature is not of this statement');
  if (header.x5c?.length) {
    try {
      const key = await importX509(`-----BEGIN CERTIFICATE-----\n${header.x5c[0]}\n-----END CERTIFICATE-----`, header.alg!);
      await compactVerify(token, key);
    } catch {
      badRequest('the signature does not verify with the certificate it names');
    }
  }
};
const sortKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortKeys)
    : isObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sortKeys(value[key])]),
        )
      : value;

/** Context activities are stored as lists, even when one was sent alone (as the statement's SubStatement's). */
const withContextActivityLists = (statement: JsonObject): JsonObject => {
  const listed = (part: JsonObject): JsonObject => {
    const context = part['context'];
    if (!isObject(context) || !isObject(context['contextActivities'])) return part;
    const contextActivities = Object.fromEntries(
      Object.entries(context['contextActivities']).map(([kind, entries]) => [kind, Array.isArray(entries) ? entries : [entries]]),
    );
    return { ...part, context: { ...context, contextActivities } };
  };
  const object = statement['object'];
  return listed({ ...statement, ...(isObject(object) && object['objectType'] === 'SubStatement' ? { object: listed(object) } : {}) });
};

/** Durations compare to the hundredth of a second (xAPI 2.0, 4.2.7). */
const withHundredths = (statement: JsonObject): JsonObject => {
  const result = statement['result'];
  if (!isObject(result) || typeof result['duration'] !== 'string') return statement;
  const duration = result['duration'].replace(/(\d+)(?:\.(\d+))?S$/, (_match, whole: string, fraction?: string) => {
    const hundredths = (fraction ?? '').slice(0, 2).replace(/0+$/, '');
    return hundredths ? `${whole}.${hundredths}S` : `${whole}S`;
  });
  return { ...statement, result: { ...result, duration } };
};

/** Checks each statement and sets what the LRS sets; attachments' parts must answer the statements' attachments. */
const prepareStatements = async (request: XapiRequest, context: XapiContext, received: Received) => {
  const prepared: JsonObject[] = [];
  const timestampedByLrs = new Set<string>();
  const needed = new Set<string>();
  for (const [index, raw] of received.statements.entries()) {
    try {
      checkStatement(raw, request.version);
    } catch (error) {
      if (error instanceof StatementRuleError) badRequest(received.single ? error.message : `statement ${index}: ${error.message}`);
      throw error;
    }
    const statement = withContextActivityLists(raw as JsonObject);
    statement['id'] = String(statement['id'] ?? randomUUID()).toLowerCase();
    if (statement['timestamp'] === undefined) timestampedByLrs.add(statement['id'] as string);
    const timestamp = statement['timestamp'] === undefined ? request.now : parseTimestamp(statement['timestamp'] as string)!;
    // xAPI 2.0 stores timestamps in UTC; 1.0.3 keeps what was sent.
    statement['timestamp'] =
      request.version === '2.0.0' || statement['timestamp'] === undefined ? timestamp.toISOString() : statement['timestamp'];
    statement['stored'] = request.now.toISOString();
    statement['authority'] = authorityOf(request.client, context.publicUrl);
    statement['version'] ??= request.version === '2.0.0' ? '2.0.0' : '1.0.0';
    for (const attachment of (statement['attachments'] as JsonObject[] | undefined) ?? []) {
      const sha2 = String(attachment['sha2']).toLowerCase();
      if (attachment['usageType'] === SIGNATURE_USAGE) {
        if (attachment['contentType'] !== 'application/octet-stream') badRequest('a signature attachment is application/octet-stream');
        const jws = received.attachments.get(sha2) ?? badRequest('a signed statement sends its signature as a part');
        await checkSignature(raw as JsonObject, jws.content);
      }
      if (attachment['fileUrl'] === undefined) {
        if (!received.attachments.has(sha2)) badRequest(`the attachment ${sha2} has no fileUrl and no part`);
        needed.add(sha2);
      } else if (received.attachments.has(sha2)) needed.add(sha2);
    }
    prepared.push(statement);
  }
  for (const hash of received.attachments.keys()) if (!needed.has(hash)) badRequest(`the part ${hash} is no statement's attachment`);
  const ids = prepared.map((statement) => statement['id'] as string);
  if (new Set(ids).size !== ids.length) badRequest('a batch holds the same statement id twice');
  if (prepared.length > context.limits.maxStatementsPerBatch)
    badRequest(`a batch holds at most ${context.limits.maxStatementsPerBatch} statements`);
  return { statements: prepared, timestampedByLrs };
};

const storeStatements = async (
  request: XapiRequest,
  context: XapiContext,
  { statements, timestampedByLrs }: { statements: JsonObject[]; timestampedByLrs: ReadonlySet<string> },
  received: Received,
) => {
  const site = request.client.siteId;
  for (const check of context.hooks.check) await check(request.client, statements, request.now, received.statements);
  // Voiding a statement that is not stored, or is a voiding statement, is refused before anything is kept.
  try {
    await context.repository.attachments.store(
      site,
      [...received.attachments].map(([sha2, attachment]) => ({ sha2, ...attachment })),
    );
    await context.repository.statements.store(site, request.client.id, statements, request.now, timestampedByLrs);
  } catch (error) {
    if (error instanceof StatementConflict) refuse(409, error.message);
    throw error;
  }
  for (const stored of context.hooks.stored) await stored(request.client, statements, request.now);
};

const FORMATS = ['ids', 'exact', 'canonical'];

/** The statement as `format=ids` or `canonical` asks: identifiers only, or one language per language map. */
const formatStatement = (statement: JsonObject, format: string, languages: string[]): JsonObject => {
  if (format === 'exact') return statement;
  if (format === 'canonical') {
    const pickLanguage = (value: unknown, key?: string): unknown => {
      if (isObject(value) && key && ['name', 'description', 'display'].includes(key)) {
        const tags = Object.keys(value);
        const chosen =
          languages.find((language) => tags.includes(language)) ??
          tags.find((tag) => languages.some((language) => tag.startsWith(language))) ??
          tags[0];
        return chosen === undefined ? value : { [chosen]: value[chosen] };
      }
      if (Array.isArray(value)) return value.map((entry) => pickLanguage(entry));
      if (isObject(value))
        return Object.fromEntries(
          Object.entries(value).map(([name, entry]) => [name, name === 'extensions' ? entry : pickLanguage(entry, name)]),
        );
      return value;
    };
    return pickLanguage(statement) as JsonObject;
  }
  const agentIds = (agent: unknown): unknown => {
    if (!isObject(agent)) return agent;
    const { name: _name, member, ...rest } = agent;
    return { ...rest, ...(Array.isArray(member) && ifiOf(agent) === null ? { member: member.map(agentIds) } : {}) };
  };
  const objectIds = (object: JsonObject): JsonObject => {
    const type = object['objectType'] ?? 'Activity';
    if (type === 'Activity') return { id: object['id'] };
    if (type === 'Agent' || type === 'Group') return agentIds(object) as JsonObject;
    if (type === 'SubStatement') return partIds(object);
    return object;
  };
  const contextIds = (context: unknown) => {
    if (!isObject(context)) return context;
    const activities = isObject(context['contextActivities'])
      ? Object.fromEntries(
          Object.entries(context['contextActivities']).map(([kind, entries]) => [
            kind,
            (Array.isArray(entries) ? entries : [entries]).map((entry) => objectIds(entry as JsonObject)),
          ]),
        )
      : undefined;
    return {
      ...context,
      ...(context['instructor'] ? { instructor: agentIds(context['instructor']) } : {}),
      ...(context['team'] ? { team: agentIds(context['team']) } : {}),
      ...(activities ? { contextActivities: activities } : {}),
    };
  };
  const partIds = (part: JsonObject): JsonObject => ({
    ...part,
    actor: agentIds(part['actor']),
    verb: { id: (part['verb'] as JsonObject)['id'] },
    object: objectIds(part['object'] as JsonObject),
    ...(part['context'] ? { context: contextIds(part['context']) } : {}),
    ...(part['authority'] ? { authority: agentIds(part['authority']) } : {}),
  });
  return partIds(statement);
};

const acceptedLanguages = (headers: Record<string, string>) =>
  (headers['accept-language'] ?? '')
    .split(',')
    .map((entry) => entry.split(';')[0]!.trim())
    .filter(Boolean);

/** For `format=canonical`: each activity with the definition the LRS holds for it. */
const withCanonicalDefinitions = async (context: XapiContext, siteId: string, statements: JsonObject[]) => {
  const ids = new Set<string>();
  const activitiesIn = (part: JsonObject): JsonObject[] => {
    const found: JsonObject[] = [];
    const object = part['object'];
    if (isObject(object) && (object['objectType'] ?? 'Activity') === 'Activity') found.push(object);
    if (isObject(object) && object['objectType'] === 'SubStatement') found.push(...activitiesIn(object));
    const partContext = part['context'];
    if (isObject(partContext) && isObject(partContext['contextActivities']))
      for (const entries of Object.values(partContext['contextActivities']))
        if (Array.isArray(entries)) found.push(...(entries as JsonObject[]));
    return found;
  };
  for (const statement of statements) for (const activity of activitiesIn(statement)) ids.add(String(activity['id']));
  const definitions = await context.repository.activities.byIds(siteId, [...ids]);
  const replace = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(replace);
    if (!isObject(value)) return value;
    const copy = Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, key === 'extensions' ? entry : replace(entry)]));
    const isActivity =
      typeof copy['id'] === 'string' && (copy['objectType'] ?? 'Activity') === 'Activity' && !('verb' in copy) && !('actor' in copy);
    const definition = isActivity ? definitions.get(copy['id'] as string) : undefined;
    return definition ? { ...copy, definition } : copy;
  };
  return statements.map((statement) => {
    const { verb, ...rest } = statement;
    return { ...(replace(rest) as JsonObject), verb } as JsonObject;
  });
};

/** Statements, with their attachments as multipart/mixed when asked. */
const statementsAnswer = async (
  request: XapiRequest,
  context: XapiContext,
  body: unknown,
  statements: JsonObject[],
  withAttachments: boolean,
  headers: Record<string, string>,
): Promise<XapiAnswer> => {
  if (!withAttachments) return json(body, headers);
  const hashes = [
    ...new Set(
      statements.flatMap((statement) =>
        ((statement['attachments'] as JsonObject[] | undefined) ?? []).map((attachment) => String(attachment['sha2']).toLowerCase()),
      ),
    ),
  ];
  const stored = await context.repository.attachments.bySha2(request.client.siteId, hashes);
  const boundary = `xapi-${randomUUID()}`;
  return {
    status: 200,
    headers: { 'content-type': `multipart/mixed; boundary=${boundary}`, ...headers },
    body: buildMultipart(
      [
        { headers: { 'Content-Type': 'application/json' }, body: Buffer.from(JSON.stringify(body)) },
        ...stored.map((attachment) => ({
          headers: {
            'Content-Type': attachment.contentType,
            'Content-Transfer-Encoding': 'binary',
            'X-Experience-API-Hash': attachment.sha2,
          },
          body: Buffer.from(attachment.content),
        })),
      ],
      boundary,
    ),
  };
};

type MoreToken = {
  site: string;
  filters: StatementFilters;
  through: number;
  after: number;
  limit: number;
  format: string;
  attachments: boolean;
};
const encodeMore = (token: MoreToken) => Buffer.from(JSON.stringify(token)).toString('base64url');
const decodeMore = (text: string): MoreToken => {
  try {
    return JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as MoreToken;
  } catch {
    return badRequest('parameter more is not a page of this LRS');
  }
};

export const getStatements = async (request: XapiRequest, context: XapiContext): Promise<XapiAnswer> => {
  canRead(request.client);
  const { query } = request;
  const consistentThrough = { 'x-experience-api-consistent-through': request.now.toISOString() };
  const ownOnly = !hasScope(request.client, 'read:all');
  if (query['statementId'] !== undefined || query['voidedStatementId'] !== undefined) {
    allowOnly(query, ['statementId', 'voidedStatementId', 'format', 'attachments']);
    if (query['statementId'] !== undefined && query['voidedStatementId'] !== undefined)
      badRequest('ask for statementId or voidedStatementId, not both');
    const voided = query['voidedStatementId'] !== undefined;
    const id = (query['statementId'] ?? query['voidedStatementId'])!;
    if (!UUID.test(id)) badRequest('the statement id must be a UUID');
    const format = query['format'] ?? 'exact';
    if (!FORMATS.includes(format)) badRequest('parameter format must be ids, exact or canonical');
    const withAttachments = booleanParameter(query, 'attachments');
    const [row] = await context.repository.statements.byIds(request.client.siteId, [id.toLowerCase()]);
    if (!row || row.voided !== voided) return refuse(404, voided ? 'no voided statement has this id' : 'no statement has this id');
    if (
      ownOnly &&
      row.statement['authority'] &&
      (row.statement['authority'] as JsonObject)['account'] &&
      ((row.statement['authority'] as JsonObject)['account'] as JsonObject)['name'] !== request.client.key
    )
      return refuse(404, 'no statement has this id');
    const [source] =
      format === 'canonical' ? await withCanonicalDefinitions(context, request.client.siteId, [row.statement]) : [row.statement];
    const statement = formatStatement(source!, format, acceptedLanguages(request.headers));
    return statementsAnswer(request, context, statement, [row.statement], withAttachments, {
      ...consistentThrough,
      'last-modified': new Date(String(row.statement['stored'])).toUTCString(),
    });
  }
  let token: MoreToken;
  if (query['more'] !== undefined) {
    allowOnly(query, ['more']);
    token = decodeMore(query['more']);
    if (token.site !== request.client.siteId) badRequest('parameter more is not a page of this LRS');
  } else {
    allowOnly(query, [
      'agent',
      'verb',
      'activity',
      'registration',
      'related_activities',
      'related_agents',
      'since',
      'until',
      'limit',
      'format',
      'attachments',
      'ascending',
    ]);
    const limitText = query['limit'] ?? '0';
    if (!/^\d+$/.test(limitText)) badRequest('parameter limit must be a whole number');
    const asked = Number(limitText);
    const format = query['format'] ?? 'exact';
    if (!FORMATS.includes(format)) badRequest('parameter format must be ids, exact or canonical');
    if (query['registration'] !== undefined && !UUID.test(query['registration'])) badRequest('parameter registration must be a UUID');
    const filters: StatementFilters = {
      ...(query['agent'] !== undefined ? { agent: agentParameter(query) } : {}),
      relatedAgents: booleanParameter(query, 'related_agents'),
      ...(query['verb'] !== undefined ? { verb: iriParameter(query, 'verb') } : {}),
      ...(query['activity'] !== undefined ? { activity: iriParameter(query, 'activity') } : {}),
      relatedActivities: booleanParameter(query, 'related_activities'),
      ...(query['registration'] !== undefined ? { registration: query['registration'] } : {}),
      ...(timestampParameter(query, 'since') ? { since: timestampParameter(query, 'since')! } : {}),
      ...(timestampParameter(query, 'until') ? { until: timestampParameter(query, 'until')! } : {}),
      ascending: booleanParameter(query, 'ascending'),
      ...(ownOnly ? { clientId: request.client.id } : {}),
    };
    token = {
      site: request.client.siteId,
      filters,
      through: await context.repository.statements.newestSeq(request.client.siteId),
      after: filters.ascending ? 0 : Number.MAX_SAFE_INTEGER,
      limit: asked === 0 || asked > context.limits.maxPageSize ? context.limits.maxPageSize : asked,
      format,
      attachments: booleanParameter(query, 'attachments'),
    };
  }
  const page = await context.repository.statements.query(
    request.client.siteId,
    { filters: token.filters, through: token.through, after: token.after },
    token.limit,
  );
  const languages = acceptedLanguages(request.headers);
  const sources =
    token.format === 'canonical'
      ? await withCanonicalDefinitions(
          context,
          request.client.siteId,
          page.rows.map((row) => row.statement),
        )
      : page.rows.map((row) => row.statement);
  const statements = sources.map((statement) => formatStatement(statement, token.format, languages));
  const last = page.rows.at(-1);
  const more = page.more && last ? `${context.prefix}/statements?more=${encodeMore({ ...token, after: last.seq })}` : '';
  return statementsAnswer(
    request,
    context,
    { statements, more },
    page.rows.map((row) => row.statement),
    token.attachments,
    consistentThrough,
  );
};

export const putStatement = async (request: XapiRequest, context: XapiContext): Promise<XapiAnswer> => {
  canWrite(request.client);
  allowOnly(request.query, ['statementId']);
  const id = required(request.query, 'statementId');
  if (!UUID.test(id)) badRequest('parameter statementId must be a UUID');
  const received = receiveStatements(request);
  if (!received.single) badRequest('PUT stores one statement');
  const [statement] = received.statements as JsonObject[];
  if (isObject(statement) && statement['id'] !== undefined && String(statement['id']).toLowerCase() !== id.toLowerCase())
    badRequest("the statement's id is not the statementId parameter");
  // The statementId parameter is the statement's id as its client gave it.
  const identified = { ...received, statements: [{ ...statement, id: id.toLowerCase() }] };
  const prepared = await prepareStatements(request, context, identified);
  await storeStatements(request, context, prepared, identified);
  return { status: 204 };
};

export const postStatements = async (request: XapiRequest, context: XapiContext): Promise<XapiAnswer> => {
  canWrite(request.client);
  allowOnly(request.query, []);
  const received = receiveStatements(request);
  if (!received.statements.length) badRequest('the batch is empty');
  const prepared = await prepareStatements(request, context, received);
  await storeStatements(request, context, prepared, received);
  return json(prepared.statements.map((statement) => statement['id']));
};
