import { queryOptions } from '@tanstack/react-query';
import type {
  CreateProfileBody,
  Household,
  MediaType,
  Profile,
  RatingPrompt,
  TogetherPickBody,
  TogetherPicks,
  WatchedTogetherResult,
} from '@unclewatch/core';

import { apiRequest } from '#/shared/api';

/** Watch together's endpoints (issue #32), each with its query key. */
export const householdsQuery = queryOptions({
  queryKey: ['households'] as const,
  queryFn: ({ signal }) => apiRequest<Household[]>('/api/households', { signal }),
});

export const ratingPromptsQuery = queryOptions({
  queryKey: ['rating-prompts'] as const,
  queryFn: ({ signal }) => apiRequest<RatingPrompt[]>('/api/me/rating-prompts', { signal }),
});

export const createHousehold = (name: string) =>
  apiRequest<Household>('/api/households', { method: 'POST', body: { name } });

export const joinHousehold = (code: string) =>
  apiRequest<Household>('/api/households/join', { method: 'POST', body: { code } });

export const newInviteCode = (householdId: string) =>
  apiRequest<Household>(`/api/households/${householdId}/invite-code`, { method: 'POST' });

export const removeMember = (householdId: string, memberId: string) =>
  apiRequest<void>(`/api/households/${householdId}/members/${memberId}`, { method: 'DELETE' });

export const pickForUs = (householdId: string, body: TogetherPickBody) =>
  apiRequest<TogetherPicks>(`/api/households/${householdId}/pick`, { method: 'POST', body });

export const watchedTogether = (
  householdId: string,
  body: { type: MediaType; id: number; members: string[]; date: string },
) =>
  apiRequest<WatchedTogetherResult>(`/api/households/${householdId}/watched`, {
    method: 'POST',
    body,
  });

export const dismissPrompt = (type: MediaType, id: number) =>
  apiRequest<void>(`/api/me/rating-prompts/${type}/${id}`, { method: 'DELETE' });

/** The owner adds a child's profile: a member with no e-mail and no password (issue 41). */
export const addChildProfile = (householdId: string, body: CreateProfileBody) =>
  apiRequest<Profile>(`/api/households/${householdId}/profiles`, { method: 'POST', body });

/** "Who's watching?": this device's session becomes the child's profile. */
export const watchAsProfile = (householdId: string, profileId: string) =>
  apiRequest<Profile>(`/api/households/${householdId}/profiles/${profileId}/session`, {
    method: 'POST',
    body: {},
  });
