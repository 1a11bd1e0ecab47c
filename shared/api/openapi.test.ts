import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './contract';
import { openApiDocument } from './openapi';

const info = { title: 'test', version: '1', description: 'test' };

describe('the OpenAPI document of the contract', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(openApiDocument(ENDPOINTS, info));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has one operation per contract entry, with its parameters and body', () => {
    const doc = openApiDocument(ENDPOINTS, info);
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(operations.map((o) => o.operationId).sort()).toEqual(ENDPOINTS.map((e) => e.id).sort());
    for (const e of ENDPOINTS) {
      const op = doc.paths[e.path]![e.method.toLowerCase()]!;
      const pathParams = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(
        op.parameters.filter((p) => p.in === 'path').map((p) => p.name),
        e.id,
      ).toEqual(pathParams);
      expect('requestBody' in op, e.id).toBe(e.body !== undefined);
      expect(op.security, e.id).toEqual(e.access === 'public' ? [] : undefined);
    }
  });

  it('describes a body field by its rules, so a client can validate before it sends', () => {
    const doc = openApiDocument(ENDPOINTS, info);
    const accept = doc.paths['/api/profile/{contractorCode}/user-agreement-status']!.post!;
    expect(accept.requestBody?.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { personalDataConsent: { const: true } },
      required: ['personalDataConsent', 'confidentialityConsent'],
    });
  });
});
