import { ifiOf } from './statement-index.js';
import { firstUnstorablePath } from '@tiles/api-platform/ground/storable-text';
import { DOCUMENT_RESOURCES, documentHandler } from './documents-resource.js';
import { getStatements, postStatements, putStatement } from './statements-resource.js';
import {
  agentParameter,
  allowOnly,
  canRead,
  iriParameter,
  json,
  parseJson,
  refuse,
  required,
  XapiError,
  type JsonObject,
  type XapiAnswer,
  type XapiContext,
  type XapiRequest,
} from './xapi-request.js';

export type { XapiAnswer, XapiContext, XapiLimits, XapiRequest } from './xapi-request.js';

const getActivity = async (request: XapiRequest, context: XapiContext): Promise<XapiAnswer> => {
  canRead(request.client);
  allowOnly(request.query, ['activityId']);
  const id = iriParameter(request.query, 'activityId');
  const definition = await context.repository.activities.byId(request.client.siteId, id);
  return json({ objectType: 'Activity', id, ...(definition ? { definition } : {}) });
};

const getPerson = async (request: XapiRequest, context: XapiContext): Promise<XapiAnswer> => {
  canRead(request.client);
  allowOnly(request.query, ['agent']);
  const agent = parseJson(required(request.query, 'agent'), 'parameter agent') as JsonObject;
  agentParameter(request.query);
  const known = (await context.repository.agents.byIfi(request.client.siteId, ifiOf(agent)!)) ?? agent;
  const person: Record<string, unknown> = { objectType: 'Person' };
  for (const property of ['name', 'mbox', 'mbox_sha1sum', 'openid', 'account']) {
    const value = known[property] ?? agent[property];
    if (value !== undefined) person[property] = [value];
  }
  return json(person);
};

export const aboutAnswer = (): XapiAnswer =>
  json({ version: ['1.0.3', '2.0.0'], extensions: { 'https://tiles.learn/xapi/extensions/product': 'Tiles Learn' } });

// ---------------------------------------------------------------------------------------------------------------

const METHODS_OF: Record<string, XapiRequest['method'][]> = {
  statements: ['GET', 'HEAD', 'PUT', 'POST'],
  'activities/state': ['GET', 'HEAD', 'PUT', 'POST', 'DELETE'],
  'activities/profile': ['GET', 'HEAD', 'PUT', 'POST', 'DELETE'],
  'agents/profile': ['GET', 'HEAD', 'PUT', 'POST', 'DELETE'],
  activities: ['GET', 'HEAD'],
  agents: ['GET', 'HEAD'],
};
export const XAPI_RESOURCES = Object.keys(METHODS_OF);

/** Answers one xAPI request (authenticated, its version known): the answer, or the refusal with its status. */
export const answerXapi = async (request: XapiRequest, context: XapiContext): Promise<XapiAnswer> => {
  try {
    const unstorableParameter = firstUnstorablePath(request.query, 'parameter');
    if (unstorableParameter) return refuse(400, `${unstorableParameter}: holds a NUL or half a surrogate pair`);
    const methods = METHODS_OF[request.resource];
    if (!methods) return refuse(404, 'no such xAPI resource');
    if (!methods.includes(request.method)) return refuse(405, `${request.method} is not a method of ${request.resource}`);
    const document = DOCUMENT_RESOURCES[request.resource];
    if (document) return await documentHandler(request, context, document);
    if (request.resource === 'activities') return await getActivity(request, context);
    if (request.resource === 'agents') return await getPerson(request, context);
    if (request.method === 'PUT') return await putStatement(request, context);
    if (request.method === 'POST') return await postStatements(request, context);
    return await getStatements(request, context);
  } catch (error) {
    if (!(error instanceof XapiError)) throw error;
    const readsStatements = request.resource === 'statements' && (request.method === 'GET' || request.method === 'HEAD');
    return {
      status: error.status,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(readsStatements ? { 'x-experience-api-consistent-through': request.now.toISOString() } : {}),
      },
      body: JSON.stringify({ error: error.message }),
    };
  }
};
