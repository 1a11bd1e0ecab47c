import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';
import { errorPayloadSchema } from './error-payload';

/**
 * The contract as an OpenAPI 3.1 document, for clients and the group's other systems. Generated from
 * the same zod schemas the handlers parse with (zod's own JSON Schema output, draft 2020-12, which is
 * OpenAPI 3.1's dialect), so it cannot drift from what the API accepts.
 */
type JsonSchema = Record<string, unknown>;

/** Requests are described as the client sends them (before defaults and coercion), answers as they are sent. */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  // `any` for what JSON Schema cannot say (a transform's result, a refinement's rule): the server still checks it.
  const out = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete out.$schema;
  return out;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

/** Each property of a params or query object is one parameter of the operation. */
function parameters(schema: z.ZodMiniType | undefined, where: 'path' | 'query'): Parameter[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorPayload' } } },
});

const ACCESS_TEXT: Record<Endpoint['access'], string> = {
  public: 'Public: no token.',
  user: 'Any signed-in user.',
  supplier: 'A signed-in supplier, acting for its own counterparty only.',
  admin: 'Members of the Cognito group `admin`.',
  moderator: 'Members of the Cognito group `moderator`.',
  support: "Members of the Cognito group `support` (the group organisations' support staff).",
  staff: 'Members of the Cognito group `admin` or `moderator`.',
};

function operation(e: Endpoint) {
  const success =
    e.answer === 'redirect'
      ? { '302': { description: 'Redirect to a short-lived address of the file.' } }
      : e.answer === 'document'
        ? {
            '200': {
              description: 'The document itself (not wrapped).',
              content: { 'application/json': { schema: jsonSchema(e.response, 'output') } },
            },
          }
        : {
            '200': {
              description: 'Answers are wrapped as `{ "response": … }`.',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { response: jsonSchema(e.response, 'output') },
                    required: ['response'],
                  },
                },
              },
            },
          };
  return {
    operationId: e.id,
    tags: [e.fn],
    description: ACCESS_TEXT[e.access],
    ...(e.access === 'public' ? { security: [] } : {}),
    parameters: [...parameters(e.params, 'path'), ...parameters(e.query, 'query')],
    ...(e.body
      ? {
          requestBody: {
            required: !e.body.safeParse(undefined).success,
            content: { 'application/json': { schema: jsonSchema(e.body, 'input') } },
          },
        }
      : {}),
    responses: {
      ...success,
      '400': errorResponse('The request does not match the contract: `fields` names each bad field.'),
      ...(e.access === 'public'
        ? {}
        : {
            '401': errorResponse('No valid token.'),
            '403': errorResponse('The caller may not make this call.'),
          }),
      default: errorResponse('Any other failure, with the error payload (never a stack trace).'),
    },
  };
}

export interface OpenApiInfo {
  title: string;
  version: string;
  description: string;
}

/** OpenAPI 3.1 of the given contract entries; paths are served under the site's origin. */
export function openApiDocument(endpoints: readonly Endpoint[], info: OpenApiInfo) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const e of endpoints) (paths[e.path] ??= {})[e.method.toLowerCase()] = operation(e);
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    security: [{ cognito: [] }],
    paths,
    components: {
      securitySchemes: {
        cognito: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A Cognito ID token of the user pool.',
        },
      },
      schemas: { ErrorPayload: jsonSchema(errorPayloadSchema, 'output') },
    },
  };
}
