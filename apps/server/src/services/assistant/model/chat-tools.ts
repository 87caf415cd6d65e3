import {
  displayTitle,
  foldText,
  genreNames,
  languageName,
  mediaTypeOf,
  releaseYear,
  type MediaType,
  type TitleRecord,
  type TitleSummary,
} from '@unclewatch/core';

import type { CatalogProvider } from '../../../providers/catalog/index';
import type { ToolDefinition } from '../../../providers/llm/index';
import type { AssistantEngine } from '../engine/engine';
import { genrePhrases, placePhrases } from '../engine/vocabulary';
import type { ChatConstraints } from '../types';
import { personFacts, titleFacts } from './fact-tools';

/** What a tool tells the model about a title: enough to choose, nothing more. */
export interface ToolTitle {
  id: number;
  type: MediaType;
  title: string;
  year: number | null;
  rating: number;
  genres: string[];
  language: string;
}

const typeParam = { type: 'string', enum: ['movie', 'tv'] };

export const toolDefinitions: ToolDefinition[] = [
  {
    type: 'function',
    function: {
      name: 'search_titles',
      description: 'Search the catalogue by title or words in it.',
      parameters: {
        type: 'object',
        properties: { query: { type: 'string' } },
        required: ['query'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'discover_titles',
      description:
        'Find catalogue titles by filters. All filters are optional; results are best first.',
      parameters: {
        type: 'object',
        properties: {
          type: typeParam,
          genres: { type: 'array', items: { type: 'string' }, description: 'e.g. ["thriller"]' },
          language: { type: 'string', description: 'e.g. "Korean" or "ko"' },
          year_from: { type: 'integer' },
          year_to: { type: 'integer' },
          min_rating: { type: 'number', description: 'TMDB rating 0-10' },
          person: { type: 'string', description: 'full name of an actor or director' },
          streaming: { type: 'string', enum: ['Netflix', 'Hulu', 'Prime Video', 'Disney+'] },
          for_children: {
            type: 'boolean',
            description: 'only titles suitable for children (kids, family, young children)',
          },
          max_runtime: {
            type: 'integer',
            description: 'longest runtime in minutes (a show: its episode runtime)',
          },
          min_runtime: { type: 'integer', description: 'shortest runtime in minutes' },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_details',
      description: 'Details (overview, genres, rating) of one catalogue title.',
      parameters: {
        type: 'object',
        properties: { type: typeParam, id: { type: 'integer' } },
        required: ['type', 'id'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_title_facts',
      description:
        'What the catalogue knows about one title: director or creators, cast with characters, release date, runtime or seasons, network, genres, language, ratings and Uncle Score, plot, where to stream, trailer. Answer questions about a title from these sentences only.',
      parameters: {
        type: 'object',
        properties: { type: typeParam, id: { type: 'integer' } },
        required: ['type', 'id'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_person_facts',
      description:
        'What the catalogue knows about a person (actor, director, creator) by full name: known for, birth date, birthplace, and the titles they directed or appeared in. Answer questions about a person from this only.',
      parameters: {
        type: 'object',
        properties: { name: { type: 'string' } },
        required: ['name'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'similar_titles',
      description: 'Titles similar to one catalogue title.',
      parameters: {
        type: 'object',
        properties: { type: typeParam, id: { type: 'integer' } },
        required: ['type', 'id'],
      },
    },
  },
];

function fromSummary(s: TitleSummary): ToolTitle {
  const year = Number.parseInt((s.release_date ?? s.first_air_date ?? '').slice(0, 4), 10);
  return {
    id: s.id,
    type: s.media_type,
    title: s.title ?? s.name ?? '',
    year: Number.isFinite(year) ? year : null,
    rating: Math.round(s.vote_average * 10) / 10,
    genres: s.genre_ids.flatMap((id) => (genreNames[id] ? [genreNames[id]] : [])),
    language: languageName(s.original_language),
  };
}

function fromRecord(t: TitleRecord): ToolTitle {
  return {
    id: t.id,
    type: mediaTypeOf(t),
    title: displayTitle(t),
    year: releaseYear(t),
    rating: Math.round(t.vote_average * 10) / 10,
    genres: t.genre_ids.flatMap((id) => (genreNames[id] ? [genreNames[id]] : [])),
    language: languageName(t.original_language),
  };
}

const asString = (v: unknown) => (typeof v === 'string' ? v.slice(0, 200) : undefined);
const asNumber = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const asType = (v: unknown): MediaType | undefined => (v === 'movie' || v === 'tv' ? v : undefined);

/**
 * Runs the model's tool calls over the same catalogue functions the embedded engine uses and
 * remembers every title a tool returned: only those may become cards.
 */
export class ChatTools {
  readonly returned = new Map<string, ToolTitle>();
  /** Every tool answer of this turn: the facts a text answer may state. */
  readonly outputs: string[] = [];

  constructor(
    private readonly catalog: CatalogProvider,
    private readonly engine: AssistantEngine,
    /** The conversation's filters as the engine read them: every discovery holds them too. */
    private readonly required: ChatConstraints = {},
    /** What the asker has watched (`type:id`): left out of discoveries and similar titles. */
    private readonly seen: ReadonlySet<string> = new Set(),
  ) {}

  private unseen(titles: ToolTitle[]): ToolTitle[] {
    return titles.filter((t) => !this.seen.has(`${t.type}:${t.id}`));
  }

  async run(name: string, rawArguments: string): Promise<string> {
    let args: Record<string, unknown>;
    try {
      args = JSON.parse(rawArguments || '{}') as Record<string, unknown>;
    } catch {
      return JSON.stringify({ error: 'arguments are not valid JSON' });
    }
    const output = JSON.stringify(await this.answer(name, args));
    this.outputs.push(output);
    return output;
  }

  private async answer(name: string, args: Record<string, unknown>): Promise<object> {
    if (name === 'get_title_facts' || name === 'get_person_facts')
      return await this.facts(name, args);
    const titles = await this.execute(name, args);
    if (typeof titles === 'string') return { error: titles };
    return { results: this.remember(titles) };
  }

  private remember(titles: ToolTitle[]): ToolTitle[] {
    for (const t of titles) this.returned.set(`${t.type}:${t.id}`, t);
    return titles;
  }

  /** Facts from the title records, as the built-in engine states them. */
  private async facts(name: string, args: Record<string, unknown>): Promise<object> {
    const records = this.engine.records;
    if (name === 'get_title_facts') {
      const type = asType(args.type);
      const id = asNumber(args.id);
      if (!type || id === undefined) return { error: 'type and id are required' };
      const sheet = await records.sheet(type, id).catch(() => null);
      if (!sheet) return { error: 'the catalogue has no such title' };
      const [summary] = this.remember([fromRecord(sheet.title)]);
      return { title: summary, facts: titleFacts(sheet) };
    }
    const asked = asString(args.name)?.trim();
    if (!asked) return { error: 'name is required' };
    const match = this.engine.lookups.personByName(foldText(asked));
    const found = match && (await personFacts(match.id, records));
    if (!found) return { error: `the catalogue has nobody called "${asked}"` };
    return {
      ...found,
      directed: this.remember(found.directed.map(fromRecord)),
      other: this.remember(found.other.map(fromRecord)),
    };
  }

  private async execute(
    name: string,
    args: Record<string, unknown>,
  ): Promise<ToolTitle[] | string> {
    switch (name) {
      case 'search_titles': {
        const query = asString(args.query)?.trim();
        if (!query) return 'query is required';
        return (await this.catalog.search(query, 1)).results.slice(0, 8).map(fromSummary);
      }
      case 'discover_titles': {
        const found = await this.engine.find({ ...this.constraintsOf(args), ...this.required });
        return 'titles' in found
          ? this.unseen(found.titles.map(fromRecord)).slice(0, 10)
          : found.message;
      }
      case 'get_details':
      case 'similar_titles': {
        const type = asType(args.type);
        const id = asNumber(args.id);
        if (!type || id === undefined) return 'type and id are required';
        if (name === 'get_details') {
          const details = await this.catalog.details(type, id);
          return details ? [fromSummary(details)] : 'no such title';
        }
        const similar = await this.catalog.similar(type, id, 1);
        return similar
          ? this.unseen(similar.results.map(fromSummary)).slice(0, 10)
          : 'no such title';
      }
      default:
        return `unknown tool ${name.slice(0, 50)}`;
    }
  }

  private constraintsOf(args: Record<string, unknown>): ChatConstraints {
    const c: ChatConstraints = {};
    const type = asType(args.type);
    if (type) c.type = type;
    const genres = Array.isArray(args.genres) ? args.genres : [];
    const ids = genres.flatMap((g) => genrePhrases[foldText(String(g))] ?? []);
    if (ids.length) c.genres = [...new Set(ids)];
    const language = asString(args.language);
    if (language) {
      const place = placePhrases[foldText(language)];
      c.languages = place?.languages ?? [language.toLowerCase().slice(0, 2)];
    }
    const from = asNumber(args.year_from);
    const to = asNumber(args.year_to);
    if (from !== undefined) c.yearFrom = from;
    if (to !== undefined) c.yearTo = to;
    const rating = asNumber(args.min_rating);
    if (rating !== undefined) c.minRating = rating;
    const person = asString(args.person);
    const match = person ? this.engine.lookups.personByName(foldText(person)) : undefined;
    if (match) c.person = match;
    const streaming = asString(args.streaming);
    if (streaming) c.streaming = streaming;
    if (args.for_children === true) c.audience = 'children';
    const max = asNumber(args.max_runtime);
    const min = asNumber(args.min_runtime);
    if (max !== undefined) c.maxRuntime = max;
    if (min !== undefined) c.minRuntime = min;
    return c;
  }
}
