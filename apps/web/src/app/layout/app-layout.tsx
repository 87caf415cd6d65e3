import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';

import { RatingPromptBar } from '#/features/together/rating-prompt';
import { useSessionHint } from '#/shared/session';

import { RouteErrorBoundary } from '../route-error';

import { AssistantLink } from './assistant-link';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { ProfileBanner } from './profile-banner';

export function AppLayout() {
  const { pathname } = useLocation();
  useSessionHint();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-zinc-900"
      >
        Skip to content
      </a>
      <NavBar />
      <ProfileBanner />
      <RatingPromptBar />
      <main id="main" className="flex-1">
        {/* A new page gets a fresh error boundary; the page's chunk loads behind Suspense, in a
            screen-high placeholder so the footer never shows and then jumps away (CLS). */}
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <AssistantLink />
    </div>
  );
}
