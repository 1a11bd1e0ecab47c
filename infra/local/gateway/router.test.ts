import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ENDPOINTS } from '@shared/api/contract';
import type { Endpoint } from '@shared/api/endpoint';
import { createRouter } from './router';

const entry = (id: string, method: Endpoint['method'], path: Endpoint['path']): Endpoint => ({
  id,
  method,
  path,
  fn: 'files',
  access: 'user',
  response: z.null(),
  doc: 'own',
});

describe('createRouter', () => {
  const route = createRouter([
    entry('byId', 'GET', '/api/files/{id}'),
    entry('upload', 'POST', '/api/files/upload'),
    entry('meta', 'GET', '/api/files/{id}/meta'),
    entry('latest', 'GET', '/api/files/latest/{kind}'),
  ]);

  it('decodes path parameters', () => {
    expect(route('GET', '/api/files/a%20b')).toMatchObject({
      endpoint: { id: 'byId' },
      pathParameters: { id: 'a b' },
    });
  });

  it('prefers a static segment over a variable one, like API Gateway', () => {
    expect(route('GET', '/api/files/latest/meta')?.endpoint.id).toBe('latest');
    expect(route('GET', '/api/files/other/meta')?.endpoint.id).toBe('meta');
  });

  it('does not fall back to a variable resource when the static one lacks the method', () => {
    expect(route('GET', '/api/files/upload')).toBeNull();
    expect(route('POST', '/api/files/upload')).toMatchObject({
      endpoint: { id: 'upload' },
      pathParameters: null,
    });
  });

  it('finds nothing for unknown paths, empty segments or broken escapes', () => {
    expect(route('GET', '/api/nothing')).toBeNull();
    expect(route('GET', '/api/files//meta')).toBeNull();
    expect(route('GET', '/api/files/%E0%A4%A')).toBeNull();
  });

  it('routes every contract entry to itself', () => {
    const all = createRouter(ENDPOINTS);
    for (const endpoint of ENDPOINTS) {
      const path = endpoint.path.replace(/\{(\w+)\}/g, 'x1');
      expect(all(endpoint.method, path)?.endpoint.id, `${endpoint.method} ${endpoint.path}`).toBe(
        endpoint.id,
      );
    }
  });
});
