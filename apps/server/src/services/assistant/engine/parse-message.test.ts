import { describe, expect, it } from 'vitest';

import { parseMessage, type ParserLookups } from './parse-message';

const lookups: ParserLookups = {
  titleByName: (folded) =>
    ({
      inception: { type: 'movie' as const, id: 27205, title: 'Inception' },
      'the dark knight': { type: 'movie' as const, id: 155, title: 'The Dark Knight' },
    })[folded],
  personByName: (folded) =>
    ({
      'tom hanks': { id: 31, name: 'Tom Hanks' },
      'shah rukh khan': { id: 35742, name: 'Shah Rukh Khan' },
    })[folded],
  personByLastName: (token, role) =>
    token === 'nolan'
      ? { id: 525, name: 'Christopher Nolan', director: true }
      : role === 'any' && token === 'hanks'
        ? { id: 31, name: 'Tom Hanks' }
        : undefined,
  runtimeOf: (title) => ({ 27205: 148, 155: 152 })[title.id],
  newestYear: 2025,
};

const parse = (text: string) => parseMessage(text, lookups);

describe('parseMessage', () => {
  it('reads genres from names and synonyms, and negations', () => {
    expect(parse('scary movies').delta).toMatchObject({ genres: [27], type: 'movie' });
    expect(parse('something funny').delta.genres).toEqual([35]);
    expect(parse('a rom-com').delta.genres).toEqual([10749, 35]);
    expect(parse('sci-fi').delta.genres).toEqual([878]);
    expect(parse('thrillers but no horror').delta).toMatchObject({
      genres: [53],
      excludeGenres: [27],
    });
  });

  it('reads languages and countries', () => {
    expect(parse('korean thrillers').delta.languages).toEqual(['ko']);
    expect(parse('Bollywood').delta.languages).toEqual(['hi']);
    expect(parse('tamil or telugu?').delta.languages).toEqual(['ta', 'te']);
    expect(parse('Japanese anime').delta).toMatchObject({ languages: ['ja'], genres: [16] });
    expect(parse('British comedies').delta).toMatchObject({ languages: ['en'], countries: ['GB'] });
  });

  it('reads years and decades', () => {
    expect(parse('from the 2010s').delta).toMatchObject({ yearFrom: 2010, yearTo: 2019 });
    expect(parse("90's films").delta).toMatchObject({ yearFrom: 1990, yearTo: 1999 });
    expect(parse('the eighties').delta).toMatchObject({ yearFrom: 1980, yearTo: 1989 });
    expect(parse('made in 1999').delta).toMatchObject({ yearFrom: 1999, yearTo: 1999 });
    expect(parse('after 2015').delta).toEqual({ yearFrom: 2016 });
    expect(parse('before 1970').delta).toEqual({ yearTo: 1969 });
    expect(parse('something recent').delta).toEqual({ yearFrom: 2022 });
  });

  it('reads minimum ratings without mistaking years for them', () => {
    expect(parse('rated above 8').delta.minRating).toBe(8);
    expect(parse('at least 7.5').delta.minRating).toBe(7.5);
    expect(parse('8+ dramas').delta.minRating).toBe(8);
    expect(parse('top rated shows').delta.minRating).toBe(7.5);
    expect(parse('over 2010').delta.minRating).toBeUndefined();
  });

  it('reads people, including a director by last name', () => {
    expect(parse('starring Tom Hanks').delta.person).toEqual({ id: 31, name: 'Tom Hanks' });
    expect(parse('with shah rukh khan').delta.person?.id).toBe(35742);
    expect(parse('directed by Nolan').delta.person?.id).toBe(525);
    expect(parse('anything with Hanks').delta.person?.id).toBe(31);
  });

  it('reads moods, "like {title}", TV vs movies and streaming', () => {
    expect(parse('less violent please').delta.moods).toEqual(['less violent']);
    expect(parse('feel-good').delta.moods).toEqual(['feel good']);
    expect(parse('mind-bending').delta.moods).toEqual(['mind bending']);
    expect(parse('movies like The Dark Knight from the 2000s').delta).toMatchObject({
      like: { id: 155 },
      type: 'movie',
      yearFrom: 2000,
    });
    expect(parse('movies like The Dark Knight').delta.moods).toBeUndefined();
    expect(parse('something like Zorblax 9').unresolvedLike).toBe('zorblax 9');
    expect(parse("I'd like a comedy").delta.like).toBeUndefined();
    expect(parse('korean series').delta.type).toBe('tv');
    expect(parse('show me films').delta.type).toBe('movie');
    expect(parse('on Netflix').delta.streaming).toBe('Netflix');
  });

  it('reads children, length limits and "shorter than {title}" without mistaking them', () => {
    expect(parse('funny movies for my 6-year-old').delta).toEqual({
      audience: 'children',
      genres: [35],
      type: 'movie',
    });
    expect(parse('thrillers over 2 hours').delta).toEqual({
      genres: [53],
      minRuntime: 121,
      type: 'movie',
    });
    expect(parse('shows with short episodes').delta).toEqual({ type: 'tv', maxRuntime: 30 });
    expect(parse('a 90s comedy under 2 hours').delta).toMatchObject({
      maxRuntime: 119,
      yearFrom: 1990,
      yearTo: 1999,
    });
    expect(parse('a movie shorter than Inception').delta).toEqual({
      type: 'movie',
      maxRuntime: 147,
    });
    expect(parse('something like Inception but shorter')).toMatchObject({
      delta: { like: { id: 27205 } },
      relativeRuntime: { bound: 'max' },
    });
    expect(parse('shorter than Zorblax 9').relativeRuntime).toEqual({
      bound: 'max',
      text: 'zorblax 9',
    });
  });

  it('recognises intents', () => {
    expect(parse('Hello!').intent).toBe('greeting');
    expect(parse('what can you do?').intent).toBe('help');
    expect(parse('start over').intent).toBe('reset');
    expect(parse('more').intent).toBe('more');
    expect(parse('show me more').intent).toBe('more');
    expect(parse('recommend something').intent).toBe('search');
    expect(parse('qwzx blorpt').intent).toBe('unknown');
  });
});
