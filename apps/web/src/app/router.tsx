import { createBrowserRouter } from 'react-router';

import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';

/** Each feature's route module is loaded on demand (route-level code splitting). */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('#/features/home/route') },
      { path: '*', lazy: () => import('#/features/not-found/route') },
    ],
  },
]);
