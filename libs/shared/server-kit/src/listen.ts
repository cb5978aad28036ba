import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

/** Listens, and on SIGTERM/SIGINT stops taking requests, lets in-flight ones finish and closes databases. */
export async function listenWithGracefulShutdown(app: FastifyInstance, port: number, host: string): Promise<string> {
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  return app.listen({ port, host });
}
