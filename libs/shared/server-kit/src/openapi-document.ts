import * as v from 'valibot';
import { toJsonSchema } from '@valibot/to-json-schema';
import { ErrorBody, errorStatuses, type RouteDescriptor } from '@bagel/contract';
import { statusText } from './http-error';

type JsonSchema = ReturnType<typeof toJsonSchema>;

const schemaOf = (schema: v.GenericSchema): JsonSchema =>
  toJsonSchema(schema, { target: 'openapi-3.0', errorMode: 'ignore', typeMode: 'input' });

function parametersOf(schema: v.GenericSchema | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = schemaOf(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const securityOf: Record<RouteDescriptor['access'], Array<Record<string, string[]>>> = {
  public: [],
  user: [{ apiKey: [] }],
  service: [{ apiKey: [] }],
  'user-or-service': [{ apiKey: [] }],
  session: [{ session: [] }],
  // The document describes api, where an admin calls with their own key (edge's admin pages use the session).
  admin: [{ apiKey: [] }],
};

function requestBodyOf(route: RouteDescriptor) {
  if (route.body) return { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(route.body) } } } };
  if (!route.upload) return {};
  const schema = {
    type: 'object',
    required: [route.upload.field],
    properties: { [route.upload.field]: { type: 'string', format: 'binary' } },
  };
  return { requestBody: { required: true, content: { 'multipart/form-data': { schema } } } };
}

/** The OpenAPI 3.0 document of a set of contract routes; nothing in it is written by hand. */
export function buildOpenApiDocument(routes: readonly RouteDescriptor[], info: { title: string; version: string; description: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const responses: Record<string, unknown> = {
      200: { description: 'OK', content: { 'application/json': { schema: schemaOf(route.response) } } },
    };
    for (const status of errorStatuses(route)) {
      responses[status] = { description: statusText(status), content: { 'application/json': { schema: schemaOf(ErrorBody) } } };
    }
    (paths[route.path] ??= {})[route.method.toLowerCase()] = {
      summary: route.summary,
      tags: [route.tag],
      security: securityOf[route.access],
      parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')],
      ...requestBodyOf(route),
      responses,
    };
  }
  return {
    openapi: '3.0.3',
    info,
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        session: { type: 'apiKey', in: 'cookie', name: 'bagel_session' },
      },
    },
    paths,
  };
}
