import type { Kysely, Selectable } from 'kysely';

import type { Comment, MediaType } from '@unclewatch/core';

import type { CommentsTable, Database } from '../../schema';

function toComment(row: Selectable<CommentsTable>): Comment {
  return {
    id: row.id,
    type: row.media_type,
    titleId: row.title_id,
    userId: row.user_id,
    author: row.author,
    comment: row.comment,
    timestamp: row.created_at,
  };
}

export function commentsRepository(db: Kysely<Database>) {
  return {
    /** Newest first. */
    async listForTitle(type: MediaType, titleId: number, limit = 500): Promise<Comment[]> {
      const rows = await db
        .selectFrom('comments')
        .selectAll()
        .where('media_type', '=', type)
        .where('title_id', '=', titleId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toComment);
    },

    async find(id: string): Promise<Comment | null> {
      const row = await db
        .selectFrom('comments')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toComment(row) : null;
    },

    async add(comment: Comment): Promise<Comment> {
      await db
        .insertInto('comments')
        .values({
          id: comment.id,
          user_id: comment.userId,
          media_type: comment.type,
          title_id: comment.titleId,
          author: comment.author,
          comment: comment.comment,
          created_at: comment.timestamp,
        })
        .execute();
      return comment;
    },

    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('comments').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async listForUser(userId: string): Promise<Comment[]> {
      const rows = await db
        .selectFrom('comments')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map(toComment);
    },
    /** Activity per title since a moment, for trending. */
    async activitySince(since: string): Promise<{ type: MediaType; id: number; count: number }[]> {
      const rows = await db
        .selectFrom('comments')
        .select(['media_type', 'title_id', db.fn.countAll<number>().as('n')])
        .where('created_at', '>=', since)
        .groupBy(['media_type', 'title_id'])
        .execute();
      return rows.map((r) => ({ type: r.media_type, id: r.title_id, count: Number(r.n) }));
    },
  };
}

export type CommentsRepository = ReturnType<typeof commentsRepository>;
