import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';

import { Skeleton } from '#/components/skeleton';
import { ApiRequestError } from '#/shared/api';
import { parseCatalogId } from '#/shared/catalog-id';

import { usePerson } from './api/person';
import { Filmography } from './filmography';
import { KnownForRow } from './known-for-row';
import { PersonHeader } from './person-header';
import { PersonNotFound } from './person-not-found';

function PersonSkeleton() {
  return (
    <div role="status" aria-label="Loading person" className="flex flex-col gap-8 sm:flex-row">
      <Skeleton kind="poster" className="w-44 flex-none rounded-2xl sm:w-60" />
      <Skeleton kind="text-block" className="w-full max-w-2xl" />
    </div>
  );
}

export function Component() {
  const id = parseCatalogId(useParams().id);
  const { person, credits } = usePerson(id);
  const name = person.data?.name;

  useEffect(() => {
    if (!name) return;
    const previous = document.title;
    document.title = `${name} · UncleWatch`;
    return () => void (document.title = previous);
  }, [name]);

  const error = person.error;
  if (id === null || (error instanceof ApiRequestError && error.status === 404)) {
    return <PersonNotFound />;
  }
  if (error) return <PersonNotFound failed />;
  // An old id: the server answers under the person's current id, and the address follows.
  if (person.data && person.data.id !== id)
    return <Navigate to={`/person/${person.data.id}`} replace />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      {person.isPending ? <PersonSkeleton /> : <PersonHeader person={person.data} />}
      <KnownForRow credits={credits.data} isLoading={credits.isPending} />
      <Filmography credits={credits.data} />
    </div>
  );
}
