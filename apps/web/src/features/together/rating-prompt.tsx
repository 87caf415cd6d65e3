import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RatingPrompt } from '@unclewatch/core';
import { useState } from 'react';

import { useSession } from '#/shared/session';
import { ratingsApi } from '#/library/api/ratings';

import { dismissPrompt, ratingPromptsQuery } from './api';

/**
 * "You watched it together: rate it?", shown on the next visit to each member who was on the
 * sofa, until they rate the title or say not now.
 */
export function RatingPromptBar() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const prompts = useQuery({ ...ratingPromptsQuery, enabled: Boolean(user) });
  const [rating, setRating] = useState('8');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ratingPromptsQuery.queryKey });
  const rate = useMutation({
    mutationFn: (p: RatingPrompt) => ratingsApi.rate(p.type, p.id, Number(rating)),
    onSettled: refresh,
  });
  const dismiss = useMutation({
    mutationFn: (p: RatingPrompt) => dismissPrompt(p.type, p.id),
    onSettled: refresh,
  });
  const prompt = user ? prompts.data?.[0] : undefined;
  if (!prompt) return null;
  return (
    <aside
      aria-label="Rate what you watched"
      className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3">
        <p>
          You watched <strong>{prompt.title}</strong> with {prompt.householdName}. How was it?
        </p>
        <label className="flex items-center gap-1">
          Your rating
          <select
            className="rounded border border-amber-300 bg-white px-2 py-1 text-zinc-900 dark:border-amber-700 dark:bg-zinc-900 dark:text-zinc-100"
            value={rating}
            onChange={(e) => setRating(e.currentTarget.value)}
          >
            {Array.from({ length: 10 }, (_, i) => String(10 - i)).map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="rounded-full bg-amber-800 px-3 py-1 font-semibold text-white hover:bg-amber-900"
          onClick={() => rate.mutate(prompt)}
        >
          Rate it
        </button>
        <button type="button" className="underline" onClick={() => dismiss.mutate(prompt)}>
          Not now
        </button>
      </div>
    </aside>
  );
}
