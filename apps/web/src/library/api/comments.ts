import type { MediaType, PublicComment } from '@unclewatch/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '#/shared/api';

import { newestFirst } from '../library';
import { commentsQueryKey } from './query-keys';

export const commentsApi = {
  comments: (type: MediaType, id: number, signal?: AbortSignal) =>
    apiRequest<PublicComment[]>(`/api/comments/${type}/${id}`, { signal }),
  post: (type: MediaType, id: number, comment: string) =>
    apiRequest<PublicComment>(`/api/comments/${type}/${id}`, { method: 'POST', body: { comment } }),
  remove: (commentId: string) =>
    apiRequest<void>(`/api/comments/${encodeURIComponent(commentId)}`, { method: 'DELETE' }),
};

/**
 * A title's comments, newest first. A failed load is retried by the query defaults and then
 * leaves `data` undefined (CommentsSection shows that as no comments); nothing is logged.
 */
export function useComments(type: MediaType, id: number) {
  return useQuery({
    queryKey: commentsQueryKey(type, id),
    queryFn: async ({ signal }) => newestFirst(await commentsApi.comments(type, id, signal)),
  });
}

export function usePostComment(type: MediaType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => commentsApi.post(type, id, comment),
    onError: (error) => console.error('Failed to post comment', error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: commentsQueryKey(type, id) }),
  });
}

export function useDeleteComment(type: MediaType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => commentsApi.remove(commentId),
    onError: (error) => console.error('Failed to delete comment', error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: commentsQueryKey(type, id) }),
  });
}
