import type { MarkEpisodesBody, MarkEpisodesResult } from '@unclewatch/core';
import type { QueryClient } from '@tanstack/react-query';

import { apiRequest } from '#/shared/api';

import { diaryQueryKey, progressQueryKey, seasonWatchQueryKey, statsQueryKey } from './query-keys';

/** POST /api/me/episodes: the one call that marks, rewatches or unmarks episodes. */
export const markEpisodes = (body: MarkEpisodesBody) =>
  apiRequest<MarkEpisodesResult>('/api/me/episodes', { method: 'POST', body });

/**
 * Everything an episode mark changes, read again: the season's marks (its new state at once),
 * the show's other seasons ("Up to here" reaches back), Up next and every show's progress line
 * (and the partial plays under the same key), the diary and the stats.
 */
export function refreshAfterEpisodeMark(
  client: QueryClient,
  state: MarkEpisodesResult,
): Promise<unknown> {
  client.setQueryData([...seasonWatchQueryKey, state.showId, state.season], state);
  return Promise.all(
    [progressQueryKey, [...seasonWatchQueryKey, state.showId], diaryQueryKey, statsQueryKey].map(
      (queryKey) => client.invalidateQueries({ queryKey }),
    ),
  );
}
