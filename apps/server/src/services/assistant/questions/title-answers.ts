import {
  characterNames,
  countryName,
  displayTitle,
  genreNames,
  isMovie,
  languageName,
  releaseDate,
  releaseYear,
  uncleScore,
  type TitleRecord,
} from '@unclewatch/core';

import type { CharacterCredit } from '../../../providers/catalog/index';
import type { PeopleNames } from '../../../providers/title-records/index';
import type { TitleQuestionKind } from './question-kinds';
import { formatDate, joinNames } from './wording';

export interface FactAnswer {
  text: string;
  /** The person the answer is mainly about, for "what else has she been in?". */
  personId?: number;
}

const streamTypes: Record<string, string> = {
  sub: 'with a subscription',
  free: 'free',
  rent: 'to rent',
  buy: 'to buy',
};

/** "Inception (2010)". */
export function named(title: TitleRecord): string {
  const year = releaseYear(title);
  return year ? `${displayTitle(title)} (${year})` : displayTitle(title);
}

function creditsIn(title: TitleRecord, department: string) {
  return (title.credits ?? [])
    .filter((c) => c.department === department)
    .sort((a, b) => a.order - b.order);
}

function peopleNames(data: PeopleNames, ids: number[]): { id: number; name: string }[] {
  const seen = new Set<number>();
  return ids.flatMap((id) => {
    const person = data.person(id);
    if (!person || seen.has(id)) return [];
    seen.add(id);
    return [{ id, name: person.name }];
  });
}

/** One sentence with the facts the catalogue holds, or a plain "I don't know". */
export function answerTitleQuestion(
  kind: Exclude<TitleQuestionKind, 'similar' | 'character'>,
  title: TitleRecord,
  data: PeopleNames,
): FactAnswer {
  const name = named(title);
  const movie = isMovie(title);
  switch (kind) {
    case 'director': {
      const directors = peopleNames(
        data,
        creditsIn(title, 'Directing')
          .filter((c) => !c.job || c.job === 'Director')
          .map((c) => c.personId),
      );
      if (directors.length === 0) {
        const creators = movie ? [] : peopleNames(data, title.creators ?? []);
        const created = creators.length
          ? ` It was created by ${joinNames(creators.map((c) => c.name))}.`
          : '';
        return {
          text: `The catalogue doesn't say who directed ${name}.${created}`,
          ...(creators[0] ? { personId: creators[0].id } : {}),
        };
      }
      return {
        text: `${name} was directed by ${joinNames(directors.map((d) => d.name))}.`,
        personId: directors[0]!.id,
      };
    }
    case 'creator': {
      if (movie) return answerTitleQuestion('director', title, data);
      const creators = peopleNames(data, !movie ? (title.creators ?? []) : []);
      if (creators.length === 0) return { text: `The catalogue doesn't say who created ${name}.` };
      return {
        text: `${name} was created by ${joinNames(creators.map((c) => c.name))}.`,
        personId: creators[0]!.id,
      };
    }
    case 'cast': {
      const cast = creditsIn(title, 'Acting').slice(0, 6);
      const people = cast.flatMap((c) => {
        const person = data.person(c.personId);
        if (!person) return [];
        return [
          { id: c.personId, text: c.character ? `${person.name} (${c.character})` : person.name },
        ];
      });
      if (people.length === 0) return { text: `The catalogue has no cast list for ${name}.` };
      return {
        text: `${name} stars ${joinNames(people.map((p) => p.text))}.`,
        personId: people[0]!.id,
      };
    }
    case 'year': {
      const date = releaseDate(title);
      if (!date) return { text: `The catalogue has no release date for ${displayTitle(title)}.` };
      const when = date.endsWith('-01-01') ? date.slice(0, 4) : formatDate(date);
      if (movie) return { text: `${displayTitle(title)} came out on ${when}.` };
      const last = title.last_air_date
        ? `; its latest episode aired on ${formatDate(title.last_air_date)}`
        : '';
      return { text: `${displayTitle(title)} first aired on ${when}${last}.` };
    }
    case 'runtime': {
      if (!movie) return answerTitleQuestion('seasons', title, data);
      if (!title.runtime) return { text: `The catalogue doesn't have the runtime of ${name}.` };
      const h = Math.floor(title.runtime / 60);
      const m = title.runtime % 60;
      const hours = h > 0 ? ` (${h} h${m ? ` ${m} min` : ''})` : '';
      return { text: `${name} runs ${title.runtime} minutes${hours}.` };
    }
    case 'seasons': {
      if (movie) return { text: `${name} is a movie, not a series.` };
      const parts: string[] = [];
      if (title.number_of_seasons)
        parts.push(`${title.number_of_seasons} season${title.number_of_seasons === 1 ? '' : 's'}`);
      if (title.number_of_episodes)
        parts.push(
          `${title.number_of_episodes} episode${title.number_of_episodes === 1 ? '' : 's'}`,
        );
      if (parts.length === 0)
        return { text: `The catalogue doesn't say how many seasons ${name} has.` };
      const status = title.status ? ` (${title.status.toLowerCase()})` : '';
      return { text: `${name} has ${parts.join(' and ')}${status}.` };
    }
    case 'network': {
      if (movie) return { text: `${name} is a movie; it didn't air on a TV network.` };
      const networks = title.networks ?? [];
      if (networks.length === 0)
        return { text: `The catalogue doesn't say which network aired ${name}.` };
      return { text: `${name} aired on ${joinNames(networks)}.` };
    }
    case 'streaming': {
      const sources = title.streaming ?? [];
      if (sources.length === 0)
        return {
          text: `I don't know of anywhere to stream ${name}: the catalogue has no streaming data for it.`,
        };
      const byRegion = sources[0]!;
      const where = [
        ...new Set(sources.map((s) => `${s.name} (${streamTypes[s.type] ?? s.type})`)),
      ];
      return {
        text: `${name} was on ${joinNames(where)} in the ${byRegion.region} as of ${byRegion.snapshot} (the catalogue's snapshot; it may have changed since).`,
      };
    }
    case 'genre': {
      const genres = title.genre_ids.flatMap((id) => genreNames[id] ?? []);
      if (genres.length === 0) return { text: `The catalogue has no genre for ${name}.` };
      return { text: `${name} is listed as ${joinNames(genres)}.` };
    }
    case 'language': {
      const countries = (title.origin_country ?? []).map(countryName);
      const from = countries.length ? `, from ${joinNames(countries)}` : '';
      return { text: `${name} is originally in ${languageName(title.original_language)}${from}.` };
    }
    case 'rating': {
      const parts = [`TMDB ${title.vote_average.toFixed(1)}/10 (${title.vote_count} votes)`];
      if (title.imdbRating) parts.push(`IMDb ${title.imdbRating.toFixed(1)}/10`);
      if (title.rtRating) parts.push(`Rotten Tomatoes ${title.rtRating}%`);
      const score = uncleScore({
        tmdbRating: title.vote_average,
        imdbRating: title.imdbRating ?? null,
        rtRating: title.rtRating ?? null,
      });
      const uncle = score ? `; Uncle Score ${score.score.toFixed(1)}` : '';
      return { text: `${name} is rated ${joinNames(parts)}${uncle}.` };
    }
    case 'plot': {
      const overview = title.overview.trim();
      if (!overview) return { text: `The catalogue has no plot summary for ${name}.` };
      return { text: `${name}: ${firstSentences(overview, 320)}` };
    }
    case 'trailer': {
      const key = title.trailers?.[0];
      if (!key) return { text: `The catalogue has no trailer for ${name}.` };
      return { text: `Here is the trailer of ${name}: https://www.youtube.com/watch?v=${key}` };
    }
  }
}

function firstSentences(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = cut.lastIndexOf('. ');
  return end > 80 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** Who plays a character, in the named title or (none named) in the best-known title. */
export function answerCharacter(
  asked: string,
  title: TitleRecord | undefined,
  candidates: readonly CharacterCredit[],
  data: PeopleNames,
): (FactAnswer & { title: TitleRecord }) | { text: string } {
  const same = (t: TitleRecord) => t.id === title?.id && isMovie(t) === isMovie(title);
  let found = title ? candidates.find((c) => same(c.title)) : candidates[0];
  if (!found && title) {
    found = creditsIn(title, 'Acting')
      .filter((c) => c.character && characterNames(c.character).some((n) => n.includes(asked)))
      .map((c) => ({ personId: c.personId, title, character: c.character! }))[0];
  }
  if (!found) {
    return {
      text: title
        ? `The catalogue's cast of ${named(title)} has no character called "${asked}".`
        : `I couldn't find a character called "${asked}" in the catalogue.`,
    };
  }
  const person = data.person(found.personId);
  if (!person) return { text: `I couldn't find a character called "${asked}" in the catalogue.` };
  return {
    text: `${person.name} plays ${found.character} in ${named(found.title)}.`,
    personId: found.personId,
    title: found.title,
  };
}
