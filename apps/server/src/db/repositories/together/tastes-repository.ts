import type { Kysely } from 'kysely';

import type { MediaType } from '@unclewatch/core';

import type { Database } from '../../schema';

export interface TitleKey {
  type: MediaType;
  id: number;
}

export interface MemberLibrary {
  watchlist: TitleKey[];
  watched: TitleKey[];
  ratings: (TitleKey & { rating: number })[];
}

/**
 * What a pick reads of each member's own library, in three queries for the whole sofa: only
 * the columns the pick uses (a member may hold thousands of rows).
 */
export function tastesRepository(db: Kysely<Database>) {
  return {
    async libraries(userIds: string[]): Promise<Map<string, MemberLibrary>> {
      const out = new Map<string, MemberLibrary>(
        userIds.map((id) => [id, { watchlist: [], watched: [], ratings: [] }]),
      );
      if (userIds.length === 0) return out;
      const [watchlist, watched, ratings] = await Promise.all([
        db
          .selectFrom('watchlist')
          .select(['user_id', 'media_type', 'title_id'])
          .where('user_id', 'in', userIds)
          .orderBy('created_at', 'desc')
          .execute(),
        db
          .selectFrom('watched')
          .select(['user_id', 'media_type', 'title_id'])
          .distinct()
          .where('user_id', 'in', userIds)
          .execute(),
        db
          .selectFrom('ratings')
          .select(['user_id', 'media_type', 'title_id', 'rating'])
          .where('user_id', 'in', userIds)
          .orderBy('updated_at', 'desc')
          .execute(),
      ]);
      for (const r of watchlist)
        out.get(r.user_id)!.watchlist.push({ type: r.media_type, id: r.title_id });
      for (const r of watched)
        out.get(r.user_id)!.watched.push({ type: r.media_type, id: r.title_id });
      for (const r of ratings)
        out
          .get(r.user_id)!
          .ratings.push({ type: r.media_type, id: r.title_id, rating: Number(r.rating) });
      return out;
    },
  };
}

export type TastesRepository = ReturnType<typeof tastesRepository>;
