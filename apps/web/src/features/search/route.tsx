import { useSearchParams } from 'react-router';

import { PageHeader } from '#/components/page-header';
import { ServicesSwitch } from '#/components/streaming-services/services-switch';
import { SERVICES_PARAM, useServicesFilter } from '#/shared/services-filter';
import { useSession } from '#/shared/session';

import { useSaveSearch } from './api/recent-searches';
import { Discovery } from './discovery';
import { RecentSearches } from './recent-searches';
import { SearchBox } from './search-box';
import { normalizeSearchTerm } from './search-model';
import { SearchResults } from './search-results';

/** /search?q=: the URL holds the term, so back/forward and reload show the same search. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const q = normalizeSearchTerm(params.get('q') ?? '') ?? '';
  const { user } = useSession();
  const userId = user?.id ?? null;
  const saveSearch = useSaveSearch(userId);
  const filter = useServicesFilter();

  function onSearch(term: string) {
    const services = params.get(SERVICES_PARAM);
    setParams(services ? { q: term, services } : { q: term });
    saveSearch(term);
  }

  return (
    // overflow-x-clip: a score tooltip in the grid's last column must not widen a phone screen.
    <div className="mx-auto max-w-7xl overflow-x-clip px-4 py-10">
      <PageHeader title="Search">Movies, TV shows and people. Typos are fine.</PageHeader>
      <div className="max-w-3xl">
        <SearchBox query={q} onSearch={onSearch} />
        {userId && <RecentSearches userId={userId} onPick={onSearch} />}
        <div className="mt-6">
          <ServicesSwitch filter={filter} />
        </div>
      </div>
      {q ? <SearchResults key={q} q={q} filter={filter} /> : <Discovery filter={filter} />}
    </div>
  );
}
