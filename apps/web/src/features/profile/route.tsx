import { Link } from 'react-router';

import { useSession } from '#/shared/session';

import { AccountSecurity } from './account-security';
import { AlertsSection } from './alerts-section';
import { DiarySection } from './diary-section';
import { DisplayNameSection } from './display-name-section';
import { ImportExportSection } from './import-export-section';
import { LimitsSection } from './limits-section';
import { ProfileHeader } from './profile-header';
import { RatedSection } from './rated-section';
import { ServicesSection } from './services-section';
import { StatsSection } from './stats-section';
import { WatchlistSection } from './watchlist-section';

/**
 * /profile: composed of small sections so the watchlist and rated items can be added beside
 * the account ones.
 */
export function Component() {
  const { user, isPending } = useSession();

  if (isPending) {
    return (
      <p role="status" className="mx-auto max-w-3xl px-4 py-16 text-zinc-600 dark:text-zinc-400">
        Loading your profile...
      </p>
    );
  }

  if (!user) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Profile</h1>
        <p className="mt-2 text-zinc-600 dark:text-zinc-400">Please log in to view your profile.</p>
        <Link
          to="/login"
          className="mt-6 inline-block rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
        >
          Log In
        </Link>
      </section>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <ProfileHeader user={user} />
      <DisplayNameSection user={user} />
      <WatchlistSection />
      <ServicesSection />
      <LimitsSection />
      <AlertsSection />
      <p className="text-sm">
        <Link
          to="/media-server"
          className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
        >
          Connect your media server
        </Link>{' '}
        — Plex, Jellyfin or Emby log what you play by themselves.
      </p>
      <DiarySection />
      <StatsSection />
      <RatedSection />
      <ImportExportSection />
      {/* A child's profile has no password, passkeys or e-mail of its own. */}
      {!user.profile && <AccountSecurity user={user} />}
    </div>
  );
}
