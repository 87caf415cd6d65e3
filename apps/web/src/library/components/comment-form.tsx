import { COMMENT_MAX_LENGTH } from '@unclewatch/core/browser';
import type { MediaType } from '@unclewatch/core';
import { useId, useState, type FormEvent } from 'react';

import { usePostComment } from '#/library/api/comments';

/** The posting box: blank text does nothing; a post clears the box and reloads the list. */
export function CommentForm({ type, id }: { type: MediaType; id: number }) {
  const fieldId = useId();
  const [text, setText] = useState('');
  const post = usePostComment(type, id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const comment = text.trim();
    if (!comment || post.isPending) return;
    post.mutate(comment, { onSuccess: () => setText('') });
  };

  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={fieldId} className="block text-sm font-semibold">
        Add a comment
      </label>
      <textarea
        id={fieldId}
        value={text}
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        placeholder="Share your thoughts…"
        className="w-full rounded-xl border border-zinc-300 bg-white px-3 py-2 text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
      />
      <button
        type="submit"
        disabled={post.isPending}
        className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {post.isPending ? 'Posting…' : 'Post'}
      </button>
    </form>
  );
}
