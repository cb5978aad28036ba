import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Principal } from './principal';
import { installErrorHandlers } from './error-handlers';
import { NO_SNIFFING } from './no-sniffing';
import { valibotSerializerCompiler, valibotValidatorCompiler } from './valibot-compilers';

/** Contract-driven validation and serialisation, the error envelope and request ids, for either app. */
export const serverKit = fp(
  async function serverKit(app: FastifyInstance) {
    app.setValidatorCompiler(valibotValidatorCompiler);
    app.setSerializerCompiler(valibotSerializerCompiler);
    // Every route's onRequest hook sets it before anything reads it.
    app.decorateRequest<Principal | null>('principal', null);
    app.decorateRequest<string | null>('idempotencyKey', null);
    // One list for the whole app: plugins' encapsulated instances inherit this very array.
    app.decorate('contractRoutes', []);
    installErrorHandlers(app);
    // On the raw response, so replies a route writes itself (a hijacked upload or event stream) carry it too.
    app.addHook('onRequest', async (_request, reply) => {
      reply.raw.setHeader(...NO_SNIFFING);
    });
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'server-kit', fastify: '5.x' },
);
