import type { FastifyInstance } from 'fastify';

/**
 * Once the server is closing, every answer still going out says `Connection: close`, so the
 * client's keep-alive socket ends with it. Without this, close() would wait for the keep-alive
 * timeout (72 s in Fastify) of each connection that just finished an in-flight request.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
