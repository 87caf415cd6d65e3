import type { PublicComment } from '@unclewatch/core';

import { commentDate } from '#/library/library';

/** One comment; its text is rendered as text, never as HTML. */
export function CommentItem({
  comment,
  onDelete,
}: {
  comment: PublicComment;
  onDelete?: () => void;
}) {
  return (
    <li className="rounded-2xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900/60">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm">
          <span className="font-semibold text-zinc-900 dark:text-zinc-100">{comment.author}</span>{' '}
          <time
            dateTime={comment.timestamp}
            title={new Date(comment.timestamp).toLocaleString()}
            className="text-zinc-500 dark:text-zinc-400"
          >
            {commentDate(comment.timestamp)}
          </time>
        </p>
        {onDelete && (
          <button
            type="button"
            onClick={onDelete}
            aria-label={`Delete comment by ${comment.author}`}
            className="text-xs font-semibold text-red-600 hover:underline dark:text-red-400"
          >
            Delete
          </button>
        )}
      </div>
      <p className="mt-2 break-words whitespace-pre-line text-zinc-800 dark:text-zinc-200">
        {comment.comment}
      </p>
    </li>
  );
}
