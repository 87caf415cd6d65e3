import { foldText } from '@unclewatch/core';

import type { ChatConstraints } from '../types';
import { CHILD_UNSAFE_GENRES } from './audience';
import type { ParserLookups } from './parse-message';
import { parseRuntime, statesLengthLimit } from './runtime-words';

// Two readings of a turn that depend on the words and the conversation together.

/**
 * Children asked for after other genres: "instead" replaces them all ("something for the kids
 * instead"); otherwise the genres children never get (horror, thriller…) are dropped ("korean
 * thrillers" → "now something for my kids": Korean titles for children).
 */
export function forChildren(base: ChatConstraints, message: string): ChatConstraints {
  const { genres, ...rest } = base;
  if (/\binstead\b/i.test(message)) return rest;
  const kept = (genres ?? []).filter((g) => !CHILD_UNSAFE_GENRES.includes(g));
  return kept.length ? { ...rest, genres: kept } : rest;
}

/** "Is X over 2 hours?" → "How long is X?" (a yes/no question about a title's length). */
export function askedLength(message: string, lookups: ParserLookups): string | undefined {
  const lower = message.toLowerCase();
  if (!/^\s*(?:is|are|was|does|do)\s/.test(lower) || !statesLengthLimit(lower)) return undefined;
  const rest = parseRuntime(lower).rest.replace(/^\s*(?:is|are|was|does|do)\s+/, '');
  const name = rest.replace(/\b(?:run|last|take)\b|[?!.]/g, ' ').trim();
  return lookups.titleByName(foldText(name)) ? `How long is ${name}?` : undefined;
}
