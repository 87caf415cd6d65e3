import { useSearchParams } from 'react-router';

import { PageHeader } from '#/components/page-header';
import { useSession } from '#/lib/session';

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

  function onSearch(term: string) {
    setParams({ q: term });
    saveSearch(term);
  }

  return (
    // overflow-x-clip: a score tooltip in the grid's last column must not widen a phone screen.
    <div className="mx-auto max-w-7xl overflow-x-clip px-4 py-10">
      <PageHeader title="Search">Movies, TV shows and people. Typos are fine.</PageHeader>
      <div className="max-w-3xl">
        <SearchBox query={q} onSearch={onSearch} />
        {userId && <RecentSearches userId={userId} onPick={onSearch} />}
      </div>
      {q ? <SearchResults key={q} q={q} /> : <Discovery />}
    </div>
  );
}
