import { foldText, isListable } from '@unclewatch/core';

import {
  mediaTypeOf,
  titleNames,
  type PersonCredit,
  type SnapshotCatalog,
  type SnapshotTitle,
} from '../../../catalog/index';

export interface CharacterCredit {
  personId: number;
  title: SnapshotTitle;
  character: string;
}

/**
 * Exact folded names of the catalogue's titles (and their original titles), people (and their
 * other names) and characters, built once from the snapshot when the first question comes.
 */
export class EntityIndex {
  private readonly titles = new Map<string, SnapshotTitle>();
  private readonly people = new Map<string, { id: number; weight: number }>();
  private readonly characters = new Map<string, CharacterCredit[]>();

  constructor(private readonly data: SnapshotCatalog) {
    const weight = (t: SnapshotTitle) => t.vote_count + t.popularity;
    const keep = (key: string, title: SnapshotTitle) => {
      if (!key) return;
      const current = this.titles.get(key);
      if (!current || weight(current) < weight(title)) this.titles.set(key, title);
    };
    const listable = data.listable();
    for (const title of listable) for (const name of titleNames(title)) keep(foldText(name), title);
    // Leading articles are often dropped ("dark knight"); an exact name still wins.
    for (const title of listable) {
      for (const name of titleNames(title)) {
        const key = foldText(name).replace(/^(the|a|an) /, '');
        if (!this.titles.has(key)) this.titles.set(key, title);
      }
    }

    for (const [personId, credits] of data.credited()) {
      const person = data.person(personId);
      const listed = credits.filter((c) => isListable(c.title));
      if (!person || listed.length === 0) continue;
      const score = listed.length * 10 + person.popularity;
      for (const name of [person.name, ...(person.also_known_as ?? [])]) {
        const key = foldText(name);
        if (!key.includes(' ')) continue;
        const current = this.people.get(key);
        if (!current || current.weight < score)
          this.people.set(key, { id: personId, weight: score });
      }
      for (const credit of listed) this.indexCharacter(personId, credit);
    }
    for (const list of this.characters.values())
      list.sort((a, b) => weight(b.title) - weight(a.title));
  }

  private indexCharacter(personId: number, credit: PersonCredit) {
    if (credit.department !== 'Acting' || !credit.character) return;
    for (const part of characterNames(credit.character)) {
      let list = this.characters.get(part);
      if (!list) this.characters.set(part, (list = []));
      list.push({ personId, title: credit.title, character: credit.character });
    }
  }

  title(folded: string): SnapshotTitle | undefined {
    return this.titles.get(folded);
  }

  personId(folded: string): number | undefined {
    return this.people.get(folded)?.id;
  }

  /** Credits whose character is called this (folded), most popular title first. */
  character(folded: string): readonly CharacterCredit[] {
    return this.characters.get(folded) ?? this.characters.get(folded.replace(/^the /, '')) ?? [];
  }

  get snapshot(): SnapshotCatalog {
    return this.data;
  }

  ref(title: SnapshotTitle) {
    return { type: mediaTypeOf(title), id: title.id };
  }
}

/**
 * The names a character goes by: "Bruce Wayne / Batman" → "bruce wayne", "batman";
 * "The Joker" → "the joker", "joker"; "Walter White (voice)" → "walter white".
 */
export function characterNames(character: string): string[] {
  const names = new Set<string>();
  for (const raw of character.replace(/\(.*?\)/g, ' ').split(/\s*(?:\/|;|,|\baka\b|\balso\b)\s*/)) {
    const folded = foldText(raw);
    if (!folded || folded === 'himself' || folded === 'herself' || folded === 'self') continue;
    names.add(folded);
    const bare = folded.replace(/^(the|dr|mr|mrs|ms|captain|detective|agent|young) /, '');
    if (bare !== folded && bare.length > 2) names.add(bare);
  }
  return [...names];
}
