import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  schema: Record<string, unknown> | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered (HEAD twins included), so the document can be checked against it. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Records each route as it is added; register before any route. */
export function trackRegisteredRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        url: route.url,
        schema: route.schema as Record<string, unknown> | undefined,
      });
    }
  });
}
