import type { SessionUser } from '@unclewatch/core';

import { PasskeysSection } from './passkeys-section';
import { SectionCard } from './section-card';
import { SignOutEverywhere } from './sign-out-everywhere';
import { TwoFactorSection } from './two-factor-section';

export function AccountSecurity({ user }: { user: SessionUser }) {
  return (
    <SectionCard title="Account security">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Signed in as{' '}
        <span className="font-medium text-zinc-900 dark:text-zinc-100">{user.email}</span>.
      </p>
      <TwoFactorSection user={user} />
      <PasskeysSection />
      <SignOutEverywhere />
    </SectionCard>
  );
}
