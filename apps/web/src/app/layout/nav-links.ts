export interface NavLinkItem {
  to: string;
  label: string;
}

/** The spec's navigation, in its order. Admin is added for admins by the nav bar. */
export const mainNavLinks: NavLinkItem[] = [
  { to: '/', label: 'Home' },
  { to: '/trending', label: 'Trending' },
  { to: '/search', label: 'Search' },
  { to: '/genres', label: 'Genres' },
  { to: '/watchlist', label: 'Watchlist' },
  { to: '/tvshows', label: 'TV Shows' },
  { to: '/unclespick', label: "Uncle's Pick" },
];

/** Shown after the others, to admins only. */
export const adminNavLink: NavLinkItem = { to: '/admin/recommend', label: 'Admin' };

/** Shown to signed-in users: a household's pick for tonight. */
export const togetherNavLink: NavLinkItem = { to: '/together', label: 'Together' };

/** Shown to signed-in users: their shows in progress and each one's next episode. */
export const upNextNavLink: NavLinkItem = { to: '/progress', label: 'Up next' };
