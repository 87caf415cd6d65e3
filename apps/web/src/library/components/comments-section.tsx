import type { MediaType } from '@unclewatch/core';
import { useState } from 'react';

import { useConfirm } from '#/components/confirm/confirm-context';
import { Skeleton } from '#/components/skeleton';
import { useSession } from '#/shared/session';
import { useComments, useDeleteComment } from '#/library/api/comments';
import { canDeleteComment, commentsToggleLabel, visibleComments } from '#/library/library';

import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

/** Comments of a title: 3 newest first, a show-all toggle, and a box for signed-in users. */
export function CommentsSection({ type, id }: { type: MediaType; id: number }) {
  const { user } = useSession();
  const { data: comments = [], isPending } = useComments(type, id);
  const remove = useDeleteComment(type, id);
  const confirm = useConfirm();
  const deleteComment = async (commentId: string) => {
    const yes = await confirm({
      message: 'Delete this comment?',
      detail: 'It is removed for everyone and cannot be brought back.',
      confirmLabel: 'Delete',
    });
    if (yes) remove.mutate(commentId);
  };
  const [showAll, setShowAll] = useState(false);
  const toggleLabel = commentsToggleLabel(comments.length, showAll);

  return (
    <div className="space-y-6">
      {user && <CommentForm type={type} id={id} />}
      {isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading comments…</span>
          <Skeleton />
          <Skeleton className="w-2/3" />
        </div>
      ) : comments.length === 0 ? (
        <p className="text-zinc-600 dark:text-zinc-400">
          No comments yet. Be the first to share your thoughts!
        </p>
      ) : (
        <>
          <ul aria-label="Comments" className="space-y-4">
            {visibleComments(comments, showAll).map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                onDelete={
                  canDeleteComment(comment, user) ? () => void deleteComment(comment.id) : undefined
                }
              />
            ))}
          </ul>
          {toggleLabel && (
            <button
              type="button"
              aria-expanded={showAll}
              onClick={() => setShowAll((all) => !all)}
              className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
            >
              {toggleLabel}
            </button>
          )}
        </>
      )}
    </div>
  );
}
