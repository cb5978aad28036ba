// @fastify/swagger 9.9.3 ships without its declared types folder; only static mode is used here.
declare module '@fastify/swagger' {
  import type { FastifyPluginAsync } from 'fastify';
  const swagger: FastifyPluginAsync<{ mode: 'static'; specification: { document: object } }>;
  export default swagger;
}
