import type { FastifyInstance } from 'fastify';
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteDescriptor } from '@bagel/contract';
import { buildOpenApiDocument } from './openapi-document';

export const API_REFERENCE_PATH = '/docs';

/** Serves the contract's OpenAPI document at /docs/json and an interactive reference page at /docs. */
export async function registerApiReference(
  app: FastifyInstance,
  routes: readonly RouteDescriptor[],
  info: { title: string; version: string; description: string },
): Promise<void> {
  // The schemas come from valibot's JSON Schema conversion, which the OpenAPI types cannot follow statically.
  const document = buildOpenApiDocument(routes, info) as unknown as StaticDocumentSpec['document'];
  await app.register(swagger, { mode: 'static', specification: { document } });
  await app.register(swaggerUi, { routePrefix: API_REFERENCE_PATH });
}
