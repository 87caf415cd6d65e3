import type { ChatRequest, ChatResponse } from '@unclewatch/core';

import { apiRequest } from '#/shared/api';

/** POST /api/chat: one assistant turn. */
export function sendChatMessage(body: ChatRequest, signal?: AbortSignal): Promise<ChatResponse> {
  return apiRequest<ChatResponse>('/api/chat', { method: 'POST', body, signal });
}
