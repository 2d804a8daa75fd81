import { type DocumentKey, type DocumentKind } from './repository.js';
import {
  agentParameter,
  allowOnly,
  badRequest,
  canRead,
  canWrite,
  iriParameter,
  isObject,
  json,
  mediaTypeOf,
  parseJson,
  refuse,
  timestampParameter,
  UUID,
  type JsonObject,
  type XapiAnswer,
  type XapiContext,
  type XapiRequest,
} from './xapi-request.js';

/** The state, activity profile and agent profile resources: documents with ETags, JSON merged on POST. */
type DocumentResource = {
  kind: DocumentKind;
  idName: string;
  scope: (query: Record<string, string>) => Omit<DocumentKey, 'kind' | 'documentId'>;
  parameters: string[];
};

export const DOCUMENT_RESOURCES: Record<string, DocumentResource> = {
  'activities/state': {
    kind: 'state',
    idName: 'stateId',
    parameters: ['activityId', 'agent', 'registration', 'stateId', 'since'],
    scope: (query) => {
      const registration = query['registration'];
      if (registration !== undefined && !UUID.test(registration)) badRequest('parameter registration must be a UUID');
      return {
        activityId: iriParameter(query, 'activityId'),
        agent: agentParameter(query),
        registration: registration?.toLowerCase() ?? '',
      };
    },
  },
  'activities/profile': {
    kind: 'activity-profile',
    idName: 'profileId',
    parameters: ['activityId', 'profileId', 'since'],
    scope: (query) => ({ activityId: iriParameter(query, 'activityId'), agent: '', registration: '' }),
  },
  'agents/profile': {
    kind: 'agent-profile',
    idName: 'profileId',
    parameters: ['agent', 'profileId', 'since'],
    scope: (query) => ({ activityId: '', agent: agentParameter(query), registration: '' }),
  },
};

const documentHeaders = (document: { etag: string; updated: Date }) => ({
  etag: document.etag,
  'last-modified': document.updated.toUTCString(),
});

/** If-Match and If-None-Match against the document as stored (null: none). */
const checkPreconditions = (request: XapiRequest, existing: { etag: string } | null, profileLike: boolean) => {
  const ifMatch = request.headers['if-match'];
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifMatch !== undefined) {
    const tags = ifMatch.split(',').map((tag) => tag.trim());
    if (!existing || !(tags.includes('*') || tags.includes(existing.etag))) refuse(412, 'the document is not the version If-Match names');
  }
  if (ifNoneMatch !== undefined) {
    const tags = ifNoneMatch.split(',').map((tag) => tag.trim());
    if (existing && (tags.includes('*') || tags.includes(existing.etag))) refuse(412, 'the document exists (If-None-Match)');
  }
  if (profileLike && request.method === 'PUT' && existing && ifMatch === undefined && ifNoneMatch === undefined)
    refuse(409, 'the document exists: send If-Match with its ETag (or If-None-Match: *)');
};

export const documentHandler = async (request: XapiRequest, context: XapiContext, resource: DocumentResource): Promise<XapiAnswer> => {
  const { query } = request;
  const site = request.client.siteId;
  if (request.method === 'GET' || request.method === 'HEAD') canRead(request.client);
  else canWrite(request.client);
  allowOnly(query, resource.parameters);
  const scope = { kind: resource.kind, ...resource.scope(query) };
  const documentId = query[resource.idName];
  const written =
    request.method === 'PUT' || request.method === 'POST' ? { contentType: request.headers['content-type'], content: request.body } : null;
  for (const check of context.hooks.document)
    await check(request.client, { ...scope, documentId: documentId ?? null }, request.method, written);
  if (documentId === undefined) {
    if (request.method === 'GET' || request.method === 'HEAD') {
      const since = timestampParameter(query, 'since');
      const rows = await context.repository.documents.ids(site, scope, since ? new Date(since) : undefined);
      const newest = rows.reduce<Date | null>((latest, row) => (!latest || row.updated > latest ? row.updated : latest), null);
      return json(
        rows.map((row) => row.documentId),
        newest ? { 'last-modified': newest.toUTCString() } : {},
      );
    }
    if (request.method === 'DELETE' && resource.kind === 'state') {
      await context.repository.documents.removeAll(site, scope);
      return { status: 204 };
    }
    return badRequest(`parameter ${resource.idName} is required`);
  }
  if (query['since'] !== undefined) badRequest(`parameter since is only for listing, without ${resource.idName}`);
  const key: DocumentKey = { ...scope, documentId };
  const existing = await context.repository.documents.get(site, key);
  const profileLike = resource.kind !== 'state' || request.version === '2.0.0';
  switch (request.method) {
    case 'GET':
    case 'HEAD':
      if (!existing) return refuse(404, 'no such document');
      return {
        status: 200,
        headers: { 'content-type': existing.contentType, ...documentHeaders(existing) },
        body: Buffer.from(existing.content),
      };
    case 'DELETE':
      checkPreconditions(request, existing, false);
      await context.repository.documents.remove(site, key);
      return { status: 204 };
    case 'PUT': {
      checkPreconditions(request, existing, profileLike);
      // xAPI 1.0.3 asks a profile's writer to say what it expects even of a new document (If-None-Match: *).
      const blind = request.headers['if-match'] === undefined && request.headers['if-none-match'] === undefined;
      if (request.version === '1.0.3' && resource.kind !== 'state' && blind)
        badRequest('send If-Match with the ETag of the document you change, or If-None-Match: * for a new one');
      const contentType = request.headers['content-type'] ?? 'application/octet-stream';
      if (mediaTypeOf(request.headers) === 'application/json') parseJson(request.body.toString('utf8'), 'the document');
      await context.repository.documents.put(site, key, { contentType, content: request.body, updated: request.now });
      return { status: 204 };
    }
    case 'POST': {
      checkPreconditions(request, existing, false);
      if (mediaTypeOf(request.headers) !== 'application/json') badRequest('POST merges JSON documents: send application/json');
      const posted = parseJson(request.body.toString('utf8'), 'the document');
      if (!isObject(posted)) badRequest('POST merges JSON objects: the document is not one');
      let merged = posted as JsonObject;
      if (existing) {
        if (existing.contentType.split(';')[0]!.trim().toLowerCase() !== 'application/json')
          badRequest('the stored document is not JSON: it cannot be merged');
        const before = parseJson(Buffer.from(existing.content).toString('utf8'), 'the stored document');
        if (!isObject(before)) badRequest('the stored document is not a JSON object: it cannot be merged');
        merged = { ...(before as JsonObject), ...merged };
      }
      await context.repository.documents.put(site, key, {
        contentType: 'application/json',
        content: Buffer.from(JSON.stringify(merged)),
        updated: request.now,
      });
      return { status: 204 };
    }
  }
};
