import type { ChatMovieCard } from '@unclewatch/core';

/** Texts the spec quotes (§2, §8). */
export const GREETING = "Hi! I'm your movie assistant. Ask me anything!";
export const FAILURE = '❌ Sorry, something went wrong.';

/** A chat message (spec §3): text or a list of movies, from the user or the bot. */
export type ChatMessage =
  | { id: number; sender: 'user' | 'bot'; isMovieList: false; text: string }
  | { id: number; sender: 'bot'; isMovieList: true; text?: string; movies: ChatMovieCard[] };

/** A fresh random id per page visit (spec §3). */
export function newSessionId(): string {
  return crypto.randomUUID();
}
