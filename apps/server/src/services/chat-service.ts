import crypto from 'node:crypto';

import type { ChatResponse, Progress, RatingLimits, TitleRef } from '@unclewatch/core';
import type { Logger } from 'pino';

import type { ChatSessionsRepository } from '../db/repositories/chat-sessions';
import type { AssistantService } from './assistant/assistant-service';
import {
  emptyChatState,
  type AskerHistory,
  type AskerTaste,
  type ChatState,
  type SavedServices,
} from './assistant/types';
import type { RateLimiter } from '../http/rate-limiter';
import { rateLimitExceeded } from '../domain/domain-error';

/** Reads a signed-in user's watchlist, for requests like "thrillers in my watchlist". */
export type WatchlistReader = (userId: string) => Promise<TitleRef[]>;
/** Reads a signed-in user's Up next, for "what's next for me in Breaking Bad?". */
export type UpNextReader = (userId: string) => Promise<Progress | null>;

/** Reads a signed-in user's history: diary and episodes (issue #45). */
export type HistoryReader = (userId: string) => AskerHistory;

/** Reads a signed-in user's taste (null: too little history), for recommendations to them. */
export type TasteReader = (userId: string) => Promise<AskerTaste | null>;

/** The history read at most once per turn, whichever parts of the assistant ask. */
function onceEach(history: AskerHistory): AskerHistory {
  let diary: ReturnType<AskerHistory['diary']> | undefined;
  let progress: ReturnType<AskerHistory['progress']> | undefined;
  return {
    diary: () => (diary ??= history.diary()),
    progress: () => (progress ??= history.progress()),
    episodes: (showId) => history.episodes(showId),
  };
}
/** Reads a signed-in user's rating limits (issue 41): null when nothing is limited. */
export type LimitsReader = (userId: string) => Promise<RatingLimits | null>;

/** Reads a signed-in user's saved services, for "comedies on my services". */
export type ServicesReader = (userId: string) => Promise<SavedServices | null>;

export interface ChatServiceOptions {
  maxTurns: number;
  ttlMs: number;
  maxSessions: number;
}

export const defaultChatOptions: ChatServiceOptions = {
  maxTurns: 20,
  ttlMs: 24 * 60 * 60 * 1000,
  maxSessions: 10_000,
};

function parseState(json: string): ChatState {
  try {
    const value = JSON.parse(json) as Partial<ChatState>;
    return {
      constraints:
        value.constraints && typeof value.constraints === 'object' ? value.constraints : {},
      shown: Array.isArray(value.shown) ? value.shown.filter((s) => typeof s === 'string') : [],
      turns: Array.isArray(value.turns) ? value.turns : [],
      ...(value.focus && typeof value.focus === 'object' ? { focus: value.focus } : {}),
    };
  } catch {
    return emptyChatState();
  }
}

/**
 * Where a conversation is kept: the client's session id within its owner (a user, or nobody
 * for a visitor). Another account that learns an id reaches a conversation of its own under
 * it, never the owner's: it can neither read, reset nor take over theirs.
 */
export const conversationKey = (sessionId: string, userId: string | null) =>
  crypto
    .createHash('sha256')
    .update(`${userId === null ? 'visitor' : `user:${userId}`}\n${sessionId}`)
    .digest('base64url');

/**
 * One assistant turn: load the conversation, answer through the assistant, store the new state.
 * Conversations live in the database (bounded turns, 24 h idle expiry, a cap on their number),
 * so they survive restarts and work across instances.
 */
export class ChatService {
  private saves = 0;

  constructor(
    private readonly assistant: AssistantService,
    private readonly sessions: ChatSessionsRepository,
    private readonly limiter: RateLimiter,
    private readonly watchlistReader: WatchlistReader | null,
    private readonly log: Pick<Logger, 'warn'>,
    private readonly options: ChatServiceOptions = defaultChatOptions,
    private readonly servicesReader: ServicesReader | null = null,
    private readonly upNextReader: UpNextReader | null = null,
    private readonly historyReader: HistoryReader | null = null,
    private readonly tasteReader: TasteReader | null = null,
    private readonly limitsReader: LimitsReader | null = null,
  ) {}

  async reply(
    sessionId: string,
    message: string,
    userId: string | null,
    clientKey: string,
  ): Promise<ChatResponse> {
    const limit = await this.limiter.hit(clientKey);
    if (!limit.allowed) throw rateLimitExceeded(limit.retryAfterSeconds);

    const key = conversationKey(sessionId, userId);
    const stored = await this.sessions.get(key);
    const fresh =
      !stored ||
      Date.now() - Date.parse(stored.updatedAt) > this.options.ttlMs ||
      // Never someone else's (a key names its owner; this guards rows kept before keys did).
      stored.userId !== userId;
    const state = fresh ? emptyChatState() : parseState(stored.state);
    const reader = this.watchlistReader;

    const answer = await this.assistant.chat({
      message,
      state,
      signedIn: userId !== null,
      watchlist: reader && userId ? () => reader(userId) : null,
      services: this.servicesReader && userId ? () => this.servicesReader!(userId) : null,
      upNext: this.upNextReader && userId ? () => this.upNextReader!(userId) : null,
      history: this.historyReader && userId ? onceEach(this.historyReader(userId)) : null,
      taste: this.tasteReader && userId ? () => this.tasteReader!(userId) : null,
      limits: this.limitsReader && userId ? await this.limitsReader(userId) : null,
    });
    const next: ChatState = {
      ...answer.state,
      turns: answer.state.turns.slice(-this.options.maxTurns),
    };
    await this.sessions.save(key, JSON.stringify(next), userId);
    await this.pruneSometimes();
    return {
      reply: answer.reply,
      ...(answer.text === undefined ? {} : { text: answer.text }),
      ...(answer.cards?.length ? { cards: answer.cards } : {}),
    };
  }

  private async pruneSometimes() {
    this.saves += 1;
    if (this.saves % 100 !== 1) return;
    try {
      const cutoff = new Date(Date.now() - this.options.ttlMs).toISOString();
      await this.sessions.prune(cutoff, this.options.maxSessions);
    } catch (error) {
      this.log.warn({ reason: (error as Error).message }, 'pruning chat sessions failed');
    }
  }
}
