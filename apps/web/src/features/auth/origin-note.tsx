import { useSiteInfo } from '#/shared/site';

import { acceptsSignInFrom } from './sign-in-origin';

const code = 'rounded bg-amber-100 px-1 font-mono text-xs dark:bg-amber-900';

/**
 * Opened at an address the server does not accept sign-ins from (a LAN address without
 * PUBLIC_URL, say): says so before the attempt fails with "Invalid origin", and how to fix it.
 */
export function OriginNote() {
  const site = useSiteInfo();
  if (!site || acceptsSignInFrom(window.location, site.publicOrigin)) return null;
  const here = window.location.origin;
  return (
    <div
      role="note"
      aria-label="Sign-in address"
      className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <p>
        Signing in from this address ({here}) will fail with “Invalid origin”:{' '}
        {site.publicOrigin
          ? `this server accepts sign-ins only at ${site.publicOrigin}.`
          : 'without PUBLIC_URL this server accepts sign-ins only at localhost.'}
      </p>
      <p className="mt-1">
        To sign in here, set <code className={code}>PUBLIC_URL={here}</code> on the server and
        restart it
        {site.publicOrigin ? (
          <>
            , or open{' '}
            <a className="underline" href={`${site.publicOrigin}${window.location.pathname}`}>
              {site.publicOrigin}
            </a>
          </>
        ) : null}
        .
      </p>
    </div>
  );
}
