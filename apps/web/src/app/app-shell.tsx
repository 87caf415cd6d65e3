import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';

import { ConfirmProvider } from '#/components/confirm/confirm-provider';
import { ToastProvider } from '#/components/toast/toast-provider';

import { AppRoutes } from './routes';

/**
 * The whole app under a router: BrowserRouter in the browser (main.tsx), StaticRouter when
 * the server renders a page (entry-server.tsx). Both render this same tree, so the browser
 * takes over the server's HTML node for node.
 */
export function AppShell({
  client,
  router,
}: {
  client: QueryClient;
  router: (routes: ReactNode) => ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <ConfirmProvider>{router(<AppRoutes />)}</ConfirmProvider>
        </ToastProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
