import { Fragment } from 'react';
import { Link } from 'react-router';

/** Names, comma-separated, each linked to the person's page (directors, creators). */
export function PersonLinks({ people }: { people: readonly { id: number; name: string }[] }) {
  return people.map((person, i) => (
    <Fragment key={person.id}>
      {i > 0 && ', '}
      <Link
        to={`/person/${person.id}`}
        className="rounded text-white underline decoration-white/40 underline-offset-2 hover:decoration-white focus-visible:ring-2 focus-visible:ring-brand-400 focus-visible:outline-none"
      >
        {person.name}
      </Link>
    </Fragment>
  ));
}
