import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@shared/api/contract';
import { call } from '../support/api';

describe('GET /api/openapi.json', () => {
  it('serves a valid OpenAPI 3.1 document of every call without a token, not wrapped', async () => {
    const { status, body, headers } = await call<{ openapi: string; paths: Record<string, object> }>(
      'GET',
      '/api/openapi.json',
    );
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('application/json');
    expect(body.openapi).toBe('3.1.0');
    const result = await new Validator().validate(body as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(ENDPOINTS.map((e) => e.path)));
  });
});
