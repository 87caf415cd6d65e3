import { QueryClient } from '@tanstack/react-query';

import { ApiRequestError } from './api';

/** Query defaults live here, once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          !(error instanceof ApiRequestError && error.status < 500) && failures < 2,
      },
    },
  });
}
