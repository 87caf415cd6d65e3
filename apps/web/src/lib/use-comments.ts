import type { MediaType } from '@unclewatch/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { commentsQueryKey, libraryApi, newestFirst } from './library';

/**
 * A title's comments, newest first. A failed load is retried by the query defaults and then
 * leaves `data` undefined (CommentsSection shows that as no comments); nothing is logged.
 */
export function useComments(type: MediaType, id: number) {
  return useQuery({
    queryKey: commentsQueryKey(type, id),
    queryFn: async ({ signal }) => newestFirst(await libraryApi.comments(type, id, signal)),
  });
}

export function usePostComment(type: MediaType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => libraryApi.postComment(type, id, comment),
    onError: (error) => console.error('Failed to post comment', error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: commentsQueryKey(type, id) }),
  });
}

export function useDeleteComment(type: MediaType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => libraryApi.deleteComment(commentId),
    onError: (error) => console.error('Failed to delete comment', error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: commentsQueryKey(type, id) }),
  });
}
