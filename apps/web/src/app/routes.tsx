import { lazy, type ComponentType, type JSX } from 'react';
import { matchPath, Route, Routes } from 'react-router';

import { AppLayout } from './layout/app-layout';

interface Page {
  (): JSX.Element;
  /** Loads the module; once it has loaded, the page renders without suspending. */
  preload: () => Promise<void>;
}

/**
 * A feature's route module (it exports `Component`), loaded on demand. A page whose module is
 * already loaded renders at once rather than through the lazy boundary, which is what lets the
 * browser take over server-rendered HTML (and the server render) without a loading state.
 */
function page(load: () => Promise<{ Component: ComponentType }>): Page {
  let Loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      Loaded = module.Component;
    });
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded! })));
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  Page.preload = preload;
  return Page;
}

const Home = page(() => import('#/features/home/route'));
const Trending = page(() => import('#/features/trending/route'));
const Genres = page(() => import('#/features/genres/route'));
const TvShows = page(() => import('#/features/tvshows/route'));
const Login = page(() => import('#/features/auth/login-route'));
const Signup = page(() => import('#/features/auth/signup-route'));
const ResetPassword = page(() => import('#/features/auth/reset-password-route'));
const Profile = page(() => import('#/features/profile/route'));
const Watchlist = page(() => import('#/features/watchlist/route'));
const TitleDetail = page(() => import('#/features/title-detail/route'));
const Season = page(() => import('#/features/season/route'));
const Progress = page(() => import('#/features/progress/route'));
const CalendarPage = page(() => import('#/features/calendar/route'));
const PersonPage = page(() => import('#/features/person/route'));
const Search = page(() => import('#/features/search/route'));
const UnclesPick = page(() => import('#/features/picks/route'));
const AdminRecommend = page(() => import('#/features/admin/recommend-route'));
const Assistant = page(() => import('#/features/assistant/route'));
const Together = page(() => import('#/features/together/route'));
const NotFound = page(() => import('#/features/not-found/route'));
const MediaServer = page(() => import('#/features/media-server/route'));
const ImportRepair = page(() => import('#/features/import-repair/route'));

/** Every screen with its path pattern (the same patterns the route table below uses). */
const pages: ReadonlyArray<readonly [string, Page]> = [
  ['/', Home],
  ['/trending', Trending],
  ['/genres', Genres],
  ['/tvshows', TvShows],
  ['/login', Login],
  ['/signup', Signup],
  ['/reset-password', ResetPassword],
  ['/profile', Profile],
  ['/watchlist', Watchlist],
  ['/progress', Progress],
  ['/calendar', CalendarPage],
  ['/movie/:id', TitleDetail],
  ['/tv/:id', TitleDetail],
  ['/tv/:id/season/:n', Season],
  ['/person/:id', PersonPage],
  ['/search', Search],
  ['/unclespick', UnclesPick],
  ['/admin/recommend', AdminRecommend],
  ['/assistant', Assistant],
  ['/together', Together],
  ['/media-server', MediaServer],
  ['/import/repair', ImportRepair],
];

/** Loads the module of the screen at `pathname` (the not-found screen when none matches). */
export function preloadPage(pathname: string): Promise<void> {
  const match = pages.find(([pattern]) => matchPath(pattern, pathname));
  return (match?.[1] ?? NotFound).preload();
}

/**
 * Every screen, each its own chunk (route-level code splitting). Declarative routes keep the
 * router's share of the first download small; the layout holds the loading and error states.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {pages.map(([pattern, Screen]) => (
          <Route key={pattern} path={pattern} element={<Screen />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
