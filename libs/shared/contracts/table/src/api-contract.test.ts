import { describe, expect, it } from 'vitest';
import { operationUrl, pathParameters, type CacheTagRule, type Operation, PERMISSIONS } from '@tiles/contracts';
import { apiContract } from './api-contract.js';

const operations = Object.values(apiContract).flatMap((group) => Object.entries(group as Record<string, Operation>));

describe('the contract table', () => {
  it('describes each method and path once', () => {
    const keys = operations.map(([, described]) => `${described.method} ${described.path}`);
    expect(keys.length).toBeGreaterThan(60);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names each operation once across the table: the web has one api, and an endpoint of a name another has would replace it', () => {
    const names = Object.values(apiContract).flatMap((group) => Object.keys(group));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('names every path parameter in the params schema, and nothing else', () => {
    for (const [name, described] of operations) {
      const inPath = pathParameters(described.path).sort();
      const inSchema = Object.keys(described.params?.shape ?? {}).sort();
      expect(inSchema, name).toEqual(inPath);
    }
  });

  it('reads cache tag ids from path parameters the operation has', () => {
    for (const [name, described] of operations) {
      const rules: readonly CacheTagRule[] = [...(described.provides ?? []), ...(described.invalidates ?? [])];
      for (const rule of rules)
        if (typeof rule !== 'string') expect(pathParameters(described.path), `${name}: ${rule.idFrom}`).toContain(rule.idFrom);
    }
  });

  it('asks only for permissions of the map, and gives a body only to writes', () => {
    const known: readonly string[] = Object.values(PERMISSIONS);
    for (const [name, described] of operations) {
      if (typeof described.access === 'object' && described.access.permission) expect(known, name).toContain(described.access.permission);
      if (described.method === 'GET') expect(described.body, name).toBeUndefined();
    }
  });

  it('builds an address with its parameters encoded and empty query values left out', () => {
    expect(operationUrl(apiContract.cms.saveTextDraft, { key: 'a b/c' })).toBe('api/admin/texts/a%20b%2Fc/draft');
    expect(operationUrl(apiContract.lms.getCatalogue, {}, { q: '', page: 2, category: undefined })).toBe('api/lms/courses?page=2');
    expect(() => operationUrl(apiContract.lms.getCourse, {})).toThrow(':course');
  });
});
