import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';

/**
 * Listens, and on SIGTERM/SIGINT stops taking requests, lets in-flight ones finish, closes the app, then runs
 * `afterClose` (the database). Not an onClose hook: Fastify runs those last-added first, so a database closed in a
 * hook that main adds after building the app closed before the job queue that still used it could stop.
 */
export async function listenWithGracefulShutdown(
  app: FastifyInstance,
  { port, host, afterClose }: { port: number; host: string; afterClose: () => Promise<void> },
): Promise<string> {
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await afterClose();
  });
  return app.listen({ port, host });
}
