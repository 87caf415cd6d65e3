import type { TitleRef } from '@unclewatch/core';

import type { CatalogProvider } from '../../../providers/catalog/index';
import type { TitleRecordsProvider } from '../../../providers/title-records/index';
import type { ChatConstraints, ChatState } from '../types';
import type { ParsedMessage, ParserLookups } from './parse-message';
import { SHORT_MINUTES, SHORTER_STEP } from './runtime-words';
import { CARDS_PER_REPLY } from './to-card';

/** What a relative runtime ("shorter", "longer than Heat") is measured against. */
export interface RuntimeSources {
  catalog: CatalogProvider;
  lookups: ParserLookups;
  records: TitleRecordsProvider;
}

/**
 * "shorter than {title}" for a title the parser's exact lookup missed (searched), or a bare
 * "shorter"/"longer": than the conversation's title ("like Interstellar but shorter"), else
 * than the last limit, else than the middle of the cards just shown. The name when unknown.
 */
export async function relativeLimit(
  sources: RuntimeSources,
  relative: NonNullable<ParsedMessage['relativeRuntime']>,
  like: ChatConstraints['like'],
  state: ChatState,
): Promise<{ key: 'maxRuntime' | 'minRuntime'; minutes: number } | string> {
  const shorter = relative.bound === 'max';
  const key = shorter ? 'maxRuntime' : 'minRuntime';
  const step = (minutes: number) => ({ key, minutes: minutes + (shorter ? -1 : 1) }) as const;
  if (relative.text) {
    const found = await searchTitle(sources.catalog, relative.text);
    const minutes = found && (await runtimeOf(sources, found));
    return minutes ? step(minutes) : relative.text;
  }
  const reference = like && (await runtimeOf(sources, like));
  if (reference) return step(reference);
  const last = state.constraints[key];
  if (last !== undefined) return { key, minutes: last + (shorter ? -SHORTER_STEP : SHORTER_STEP) };
  const refs = state.shown.slice(-CARDS_PER_REPLY).map((k) => {
    const [type, id] = k.split(':');
    return { type: type as 'movie' | 'tv', id: Number(id) };
  });
  const shown = (await sources.records.titles(refs))
    .flatMap((t) => t?.runtime || [])
    .sort((a, b) => a - b);
  if (shown.length) return step(shown[Math.floor(shown.length / 2)]!);
  return shorter ? { key, minutes: SHORT_MINUTES } : { key, minutes: 120 };
}

export async function searchTitle(catalog: CatalogProvider, name: string) {
  const first = (await catalog.search(name, 1)).results[0];
  if (!first) return undefined;
  return { type: first.media_type, id: first.id, title: first.title ?? first.name ?? '' };
}

/** A title's runtime: the recogniser's, else its record's (a title only the live catalogue knows). */
async function runtimeOf(sources: RuntimeSources, ref: TitleRef): Promise<number | undefined> {
  const known = sources.lookups.runtimeOf(ref);
  if (known) return known;
  const [record] = await sources.records.titles([ref]);
  return record?.runtime || undefined;
}
