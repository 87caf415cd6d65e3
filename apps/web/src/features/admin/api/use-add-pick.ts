import type { TitleSummary } from '@unclewatch/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useToast } from '#/components/toast/toast-context';
import { ApiRequestError } from '#/shared/api';
import { addPick, picksQueryKey } from '#/shared/picks-api';

import { pickBodyOf } from './admin-search';

/** Spec §8 add-to-picks failure texts; a title that is already a pick is said so plainly. */
export function addFailureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return 'You must be logged in as admin';
    if (error.status === 409 && error.body?.error) return error.body.error;
    return `Failed: ${error.body?.error ?? 'Unknown error'}`;
  }
  return `Failed to add to UNCLE's PICK: ${error instanceof Error ? error.message : String(error)}`;
}

const alreadyPicked = (error: unknown) => error instanceof ApiRequestError && error.status === 409;

/** Adds a search result to Uncle's Pick with the spec's toasts, then refreshes the list. */
export function useAddPick() {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: TitleSummary) => addPick(pickBodyOf(item)),
    onSuccess: () => toast.show("Successfully added to UNCLE's PICK!", 'success'),
    onError: (error) =>
      toast.show(addFailureMessage(error), alreadyPicked(error) ? 'info' : 'error'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: picksQueryKey }),
  });
}
