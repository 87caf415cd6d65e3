import type { MediaType } from '@unclewatch/core';

/**
 * The query keys of the signed-in user's library. Features read them to refresh the library
 * after a change of their own (an import, a watched episode); sign-out drops them with the rest
 * of the cache.
 */
export const watchlistQueryKey = ['watchlist'] as const;
export const ratingsQueryKey = ['ratings'] as const;
export const diaryQueryKey = ['diary'] as const;
/** The profile's stats count ratings and viewings, so every library change refreshes them. */
export const statsQueryKey = ['stats'] as const;
/**
 * Episode viewings are diary entries too: deleting one from the diary changes Up next and the
 * season pages' watched marks, which the progress and season features keep under these keys.
 */
export const progressQueryKey = ['progress'] as const;
export const seasonWatchQueryKey = ['season-watch'] as const;
export const commentsQueryKey = (type: MediaType, id: number) => ['comments', type, id] as const;
/**
 * Partial plays the media server reported. Under the progress key: whatever refreshes Up next
 * (marking a title or an episode watched) refreshes them too.
 */
export const inProgressQueryKey = [...progressQueryKey, 'in-progress'] as const;
