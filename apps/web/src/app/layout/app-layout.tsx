import { Outlet } from 'react-router';

import { AssistantLink } from './assistant-link';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-zinc-900"
      >
        Skip to content
      </a>
      <NavBar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <AssistantLink />
    </div>
  );
}
