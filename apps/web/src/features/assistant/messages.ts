import type { ChatMovieCard } from '@unclewatch/core';

/** Texts the spec quotes (§2, §8). */
export const GREETING = "Hi! I'm your movie assistant. Ask me anything!";
export const FAILURE = '❌ Sorry, something went wrong.';

/** A chat message (spec §3): text or a list of movies, from the user or the bot. */
export type ChatMessage =
  | {
      id: number;
      sender: 'user' | 'bot';
      isMovieList: false;
      text: string;
      /** The titles a factual answer is about, shown under it. */
      cards?: ChatMovieCard[];
    }
  | { id: number; sender: 'bot'; isMovieList: true; text?: string; movies: ChatMovieCard[] };

/**
 * A fresh random id per page visit (spec §3). `crypto.randomUUID` exists only in secure
 * contexts (HTTPS or localhost); `getRandomValues` works everywhere, so a home server reached
 * over plain HTTP at a LAN address gets an id too.
 */
export function newSessionId(): string {
  const bytes = new Uint8Array(16);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
