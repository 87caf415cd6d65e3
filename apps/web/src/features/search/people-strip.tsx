import type { PersonSummary } from '@unclewatch/core';
import { imageUrl } from '@unclewatch/core/browser';
import { Link } from 'react-router';

function Avatar({ person }: { person: PersonSummary }) {
  const src = imageUrl(person.profile_path, 'w185');
  return src ? (
    <img
      src={src}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      className="size-16 flex-none rounded-full bg-zinc-200 object-cover dark:bg-zinc-800"
    />
  ) : (
    <span
      aria-hidden="true"
      className="grid size-16 flex-none place-items-center rounded-full bg-gradient-to-br from-zinc-700 to-brand-700 text-lg font-black text-white"
    >
      {person.name
        .split(/\s+/)
        .map((p) => p[0])
        .slice(0, 2)
        .join('')}
    </span>
  );
}

const card =
  'flex w-64 items-center gap-3 rounded-2xl border border-zinc-200 bg-white p-3 shadow-sm dark:border-zinc-800 dark:bg-zinc-900';
/** The strip's body is one card high whatever it shows, so nothing below moves. */
const body = 'mt-4 h-[6.125rem]';

/**
 * People whose names matched the search, each linking to their page. The section keeps its
 * height while loading (placeholder cards); when nobody's name matched, it is not shown (a
 * server-rendered search page arrives with its answer, so nothing moves then).
 */
export function PeopleStrip({
  people,
  loading = false,
}: {
  people: readonly PersonSummary[];
  loading?: boolean;
}) {
  if (!loading && people.length === 0) return null;
  return (
    <section aria-labelledby="people-heading" aria-busy={loading} className="mb-10">
      <h2
        id="people-heading"
        className="flex items-center gap-3 text-xl font-extrabold tracking-tight text-zinc-950 dark:text-white"
      >
        <span aria-hidden="true" className="h-6 w-1.5 rounded-full bg-brand-600" />
        People
      </h2>
      {loading ? (
        <ul aria-hidden="true" className={`-mx-4 flex gap-3 overflow-hidden px-4 pb-2 ${body}`}>
          {[0, 1, 2].map((i) => (
            <li key={i} className={`flex-none ${card}`}>
              <span className="size-16 flex-none animate-pulse rounded-full bg-zinc-200 dark:bg-zinc-800" />
              <span className="h-4 w-32 animate-pulse rounded bg-zinc-200 dark:bg-zinc-800" />
            </li>
          ))}
        </ul>
      ) : (
        <ul className={`-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 ${body}`}>
          {people.map((person) => (
            <li key={person.id} className="flex-none">
              <Link
                to={`/person/${person.id}`}
                className={`${card} transition hover:border-brand-400 dark:hover:border-brand-500`}
              >
                <Avatar person={person} />
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-zinc-950 dark:text-white">
                    {person.name}
                  </span>
                  <span className="block truncate text-sm text-zinc-600 dark:text-zinc-400">
                    {person.known_for_department || 'Person'}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
