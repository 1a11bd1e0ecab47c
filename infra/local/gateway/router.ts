import type { Endpoint } from '@shared/api/endpoint';

export interface RouteMatch {
  endpoint: Endpoint;
  /** Decoded values of the template's `{param}` segments; null when it has none (as API Gateway sends it). */
  pathParameters: Record<string, string> | null;
}

interface Resource {
  path: string;
  segments: { name: string; variable: boolean }[];
  methods: Map<string, Endpoint>;
}

const splitPath = (path: string): string[] => path.replace(/^\/+|\/+$/g, '').split('/');

/**
 * Matches a request to a contract entry the way API Gateway picks a resource: the path first, where a
 * static segment wins over a `{variable}` one at the leftmost place they differ, then the method of
 * that resource. Unknown paths and methods the resource lacks both yield null.
 */
export function createRouter(
  endpoints: readonly Endpoint[],
): (method: string, path: string) => RouteMatch | null {
  const resources = new Map<string, Resource>();
  for (const endpoint of endpoints) {
    const resource = resources.get(endpoint.path) ?? {
      path: endpoint.path,
      segments: splitPath(endpoint.path).map((s) => {
        const variable = /^\{(\w+)\}$/.exec(s);
        return { name: variable?.[1] ?? s, variable: Boolean(variable) };
      }),
      methods: new Map(),
    };
    resource.methods.set(endpoint.method, endpoint);
    resources.set(endpoint.path, resource);
  }
  // Most specific first: at the first differing place, static before variable.
  const ordered = [...resources.values()].sort((a, b) => {
    for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
      const diff = Number(a.segments[i]?.variable) - Number(b.segments[i]?.variable);
      if (diff !== 0) return diff;
    }
    return 0;
  });

  return (method, path) => {
    let parts: string[];
    try {
      parts = splitPath(path).map(decodeURIComponent);
    } catch {
      return null;
    }
    const resource = ordered.find(
      (r) =>
        r.segments.length === parts.length &&
        r.segments.every((s, i) => (s.variable ? parts[i] !== '' : s.name === parts[i])),
    );
    const endpoint = resource?.methods.get(method.toUpperCase());
    if (!resource || !endpoint) return null;
    const variables = resource.segments.flatMap((s, i) =>
      s.variable ? [[s.name, parts[i] as string] as const] : [],
    );
    return { endpoint, pathParameters: variables.length ? Object.fromEntries(variables) : null };
  };
}
