import type { DocumentKey, LrsClient, LrsRepository } from './repository.js';
import { ifiOf } from './statement-index.js';
import { checkAgent, parseTimestamp, StatementRuleError, type XapiVersion } from './statement-rules.js';

/**
 * The xAPI resources as a table of plain requests and answers: the HTTP layer (routes.ts) turns Fastify's request
 * into an `XapiRequest` (the Alternate Request Syntax unfolded), resolves the client, and sends the `XapiAnswer`.
 */
export type XapiRequest = {
  method: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE';
  resource: string;
  query: Record<string, string>;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: Buffer;
  version: XapiVersion;
  client: LrsClient;
  now: Date;
};
export type XapiAnswer = { status: number; headers?: Record<string, string>; body?: Buffer | string | unknown };

/**
 * What other domains add to the storing of statements: `check` may refuse a batch (throwing an XapiError) before
 * anything is kept, `stored` hears of it once kept (cmi5 follows its launched sessions through them).
 */
export type StatementHooks = {
  /** May refuse statements before any is kept: as the LRS will store them, and as the client sent them (same order). */
  check: ((client: LrsClient, statements: JsonObject[], now: Date, sent: readonly unknown[]) => Promise<void>)[];
  stored: ((client: LrsClient, statements: JsonObject[], now: Date) => Promise<void>)[];
  /** May refuse a document request (the key's agent is an IFI, `documentId` null for a list); a write brings its body. */
  document: ((
    client: LrsClient,
    key: Omit<DocumentKey, 'documentId'> & { documentId: string | null },
    method: string,
    body: { contentType: string | undefined; content: Buffer } | null,
  ) => Promise<void>)[];
};
export type XapiContext = { repository: LrsRepository; publicUrl: string; prefix: string; limits: XapiLimits; hooks: StatementHooks };
export type XapiLimits = { maxStatementsPerBatch: number; maxPageSize: number };

export class XapiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
export const refuse = (status: number, message: string): never => {
  throw new XapiError(status, message);
};
export const badRequest = (message: string): never => refuse(400, message);

export type JsonObject = Record<string, unknown>;
export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const IRI = /^[a-z][a-z0-9+.-]*:[^\s<>"{}|\\^`]+$/i;

export const allowOnly = (query: Record<string, string>, allowed: string[]) => {
  for (const name of Object.keys(query)) if (!allowed.includes(name)) badRequest(`parameter ${name} is not one of ${allowed.join(', ')}`);
};
export const required = (query: Record<string, string>, name: string) => query[name] ?? badRequest(`parameter ${name} is required`);
export const parseJson = (text: string, what: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return badRequest(`${what} is not valid JSON`);
  }
};
export const agentParameter = (query: Record<string, string>, name = 'agent') => {
  const agent = parseJson(required(query, name), `parameter ${name}`);
  try {
    checkAgent(agent, name);
  } catch (error) {
    if (error instanceof StatementRuleError) badRequest(error.message);
    throw error;
  }
  return ifiOf(agent)!;
};
export const iriParameter = (query: Record<string, string>, name: string) => {
  const value = required(query, name);
  if (!IRI.test(value)) badRequest(`parameter ${name} must be an IRI`);
  return value;
};
export const timestampParameter = (query: Record<string, string>, name: string) => {
  const value = query[name];
  if (value === undefined) return undefined;
  const parsed = parseTimestamp(value);
  return parsed ? parsed.toISOString() : badRequest(`parameter ${name} must be a timestamp`);
};
export const booleanParameter = (query: Record<string, string>, name: string) => {
  const value = query[name];
  if (value === undefined) return false;
  if (value !== 'true' && value !== 'false') badRequest(`parameter ${name} must be true or false`);
  return value === 'true';
};
export const mediaTypeOf = (headers: Record<string, string>) => (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
export const json = (body: unknown, headers: Record<string, string> = {}): XapiAnswer => ({
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});
export const hasScope = (client: LrsClient, ...scopes: string[]) => scopes.some((scope) => client.scopes.includes(scope as never));
export const canRead = (client: LrsClient) => hasScope(client, 'read:own', 'read:all') || refuse(403, 'this client may not read');
export const canWrite = (client: LrsClient) => hasScope(client, 'write') || refuse(403, 'this client may not write');
