import { useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';

import { CloseIcon, MenuIcon, SearchIcon } from '#/components/icons';
import { useSession } from '#/shared/session';

import { AccountLinks } from './account-links';
import { Brand } from './brand';
import { adminNavLink, mainNavLinks, togetherNavLink, upNextNavLink } from './nav-links';
import { ThemeToggle } from './theme-toggle';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors ${
    isActive
      ? 'text-brand-600 dark:text-brand-400'
      : 'text-zinc-700 hover:text-zinc-950 dark:text-zinc-300 dark:hover:text-white'
  }`;

export function NavBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu and gives focus back to its button. A layout effect listens
  // from the moment the menu is in the page (a plain effect runs after it is painted, so an
  // Escape pressed as soon as the menu shows could be lost).
  useLayoutEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  const { isAdmin, user } = useSession();
  const navLinks = [
    ...mainNavLinks,
    ...(user ? [upNextNavLink, togetherNavLink] : []),
    ...(isAdmin ? [adminNavLink] : []),
  ];
  // Signed in, the bar holds more links than fit beside the account links at 1024 px: the
  // menu button serves until 1280 px then.
  const many = navLinks.length > mainNavLinks.length;
  const wide = many
    ? { show: 'xl:flex', block: 'xl:block', hide: 'xl:hidden' }
    : { show: 'lg:flex', block: 'lg:block', hide: 'lg:hidden' };

  return (
    <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white/90 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/90">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Brand />
        <ul className={`ml-4 hidden items-center gap-1 ${wide.show}`}>
          {navLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-1">
          <Link
            to="/search"
            aria-label="Search"
            onClick={closeMenu}
            className={`rounded-full p-2 text-zinc-600 hover:bg-zinc-100 ${wide.hide} dark:text-zinc-300 dark:hover:bg-zinc-800`}
          >
            <SearchIcon />
          </Link>
          <ThemeToggle />
          <div className={`hidden ${wide.block}`}>
            <AccountLinks />
          </div>
          <button
            ref={menuButton}
            type="button"
            className={`rounded-full p-2 text-zinc-600 hover:bg-zinc-100 ${wide.hide} dark:text-zinc-300 dark:hover:bg-zinc-800`}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </nav>
      {menuOpen && (
        <div
          id="mobile-menu"
          className={`border-t border-zinc-200 px-4 pb-4 ${wide.hide} dark:border-zinc-800`}
        >
          <ul className="flex flex-col py-2">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  onClick={closeMenu}
                  className={(state) => `block py-2 ${linkClass(state)}`}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <AccountLinks onNavigate={closeMenu} />
        </div>
      )}
    </header>
  );
}
