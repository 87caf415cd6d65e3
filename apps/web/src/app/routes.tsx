import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';

import { AppLayout } from './layout/app-layout';

/** A feature's route module (it exports `Component`), loaded on demand. */
const page = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((module) => ({ default: module.Component })));

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
const PersonPage = page(() => import('#/features/person/route'));
const Search = page(() => import('#/features/search/route'));
const UnclesPick = page(() => import('#/features/picks/route'));
const AdminRecommend = page(() => import('#/features/admin/recommend-route'));
const Assistant = page(() => import('#/features/assistant/route'));
const NotFound = page(() => import('#/features/not-found/route'));

/**
 * Every screen, each its own chunk (route-level code splitting). Declarative routes keep the
 * router's share of the first download small; the layout holds the loading and error states.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Home />} />
        <Route path="trending" element={<Trending />} />
        <Route path="genres" element={<Genres />} />
        <Route path="tvshows" element={<TvShows />} />
        <Route path="login" element={<Login />} />
        <Route path="signup" element={<Signup />} />
        <Route path="reset-password" element={<ResetPassword />} />
        <Route path="profile" element={<Profile />} />
        <Route path="watchlist" element={<Watchlist />} />
        <Route path="movie/:id" element={<TitleDetail />} />
        <Route path="tv/:id" element={<TitleDetail />} />
        <Route path="person/:id" element={<PersonPage />} />
        <Route path="search" element={<Search />} />
        <Route path="unclespick" element={<UnclesPick />} />
        <Route path="admin/recommend" element={<AdminRecommend />} />
        <Route path="assistant" element={<Assistant />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
