import { Link } from 'react-router';

import type { SocialNetwork } from '@unclewatch/core';

import { useSiteInfo } from '#/shared/site';

const footerLinks = [
  { to: '/', label: 'Home' },
  { to: '/trending', label: 'Trending' },
  { to: '/watchlist', label: 'Watchlist' },
  { to: '/search', label: 'Search' },
];

const socialLabels: Record<SocialNetwork, string> = {
  github: 'GitHub',
  x: 'X',
  instagram: 'Instagram',
};

export function Footer() {
  // Only the links the operator configured (SOCIAL_*_URL); none until the server answers.
  const socialLinks = useSiteInfo()?.social ?? [];
  return (
    <footer className="mt-16 border-t border-zinc-200 bg-white py-10 text-sm text-zinc-600 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:grid-cols-3">
        <div>
          <p className="text-base font-bold text-zinc-900 dark:text-white">UncleWatch</p>
          <p className="mt-2">Every rating in one Uncle Score. Self-hosted, no keys needed.</p>
          <p className="mt-2">
            Contact:{' '}
            <a className="underline" href="mailto:hello@unclewatch.local">
              hello@unclewatch.local
            </a>
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="space-y-2">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link className="hover:text-zinc-900 dark:hover:text-white" to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {socialLinks.length > 0 && (
            <ul className="mb-4 flex gap-4" aria-label="Social links">
              {socialLinks.map((link) => (
                <li key={link.network}>
                  <a
                    className="hover:text-zinc-900 dark:hover:text-white"
                    href={link.url}
                    rel="noopener noreferrer"
                  >
                    {socialLabels[link.network]}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <p className="text-xs">
            This product uses the TMDB API but is not endorsed or certified by TMDB.
          </p>
        </div>
      </div>
    </footer>
  );
}
