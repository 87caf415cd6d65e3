import type { TrendingWindow } from '@unclewatch/core';
import { useSearchParams } from 'react-router';

import { LoadMore } from '#/components/load-more';
import { PageHeader } from '#/components/page-header';
import { ServicesBlocked } from '#/components/streaming-services/services-blocked';
import { ServicesSwitch } from '#/components/streaming-services/services-switch';
import { Tabs, type TabItem } from '#/components/tabs';
import { TitleGrid } from '#/components/title-grid';
import { flattenPages } from '#/shared/catalog-api';
import { useServicesFilter, servicesBadge } from '#/shared/services-filter';
import { useWatchlist } from '#/library/use-watchlist';

import { useTrending } from './api/trending';

const tabs: TabItem<TrendingWindow>[] = [
  { value: 'day', label: 'Trending Today' },
  { value: 'week', label: 'Trending This Week' },
  { value: 'month', label: 'Trending This Month' },
];

function windowOf(value: string | null): TrendingWindow {
  return tabs.find((tab) => tab.value === value)?.value ?? 'day';
}

export function Component() {
  const watchlist = useWatchlist();
  const [params, setParams] = useSearchParams();
  const time = windowOf(params.get('time'));
  const filter = useServicesFilter();
  const query = useTrending(time, filter.services, !filter.pending && !filter.blocked);
  const titles = flattenPages(query.data?.pages.map((page) => page.results) ?? []);
  const label = tabs.find((tab) => tab.value === time)!.label;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader title="Trending">What everyone is watching, scored by Uncle.</PageHeader>
      <Tabs
        label="Trending period"
        tabs={tabs}
        value={time}
        panelId="trending-panel"
        onChange={(next) =>
          setParams(
            (current) => {
              const params = new URLSearchParams(current);
              if (next === 'day') params.delete('time');
              else params.set('time', next);
              return params;
            },
            { replace: true },
          )
        }
      />
      <div className="mt-6">
        <ServicesSwitch filter={filter} />
      </div>
      <div id="trending-panel" role="tabpanel" aria-labelledby={`tab-${time}`} className="mt-8">
        {filter.blocked ? (
          <ServicesBlocked reason={filter.blocked} />
        ) : (
          <TitleGrid
            badge={servicesBadge(filter.services)}
            watchlist={watchlist.cardProps}
            label={label}
            titles={titles}
            isLoading={filter.pending || query.isPending}
            emptyText={filter.on ? 'Nothing here is on your services.' : 'No results found.'}
          />
        )}
        {titles.length > 0 && (
          <LoadMore
            hasMore={query.hasNextPage}
            isLoadingMore={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
        )}
      </div>
    </div>
  );
}
