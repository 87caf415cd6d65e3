import { characterNames, foldText, isListable } from '@unclewatch/core';

import {
  titleNames,
  type PersonCredit,
  type SnapshotCatalog,
  type SnapshotTitle,
} from '../../../../snapshot/index';
import type { CharacterCredit, EntityNames } from '../../names';
import type { PeopleNames } from '../../../title-records/index';

/**
 * Exact folded names of the snapshot's titles (and their original titles), people (and their
 * other names) and characters, built once when the first question comes.
 */
export class SnapshotEntityNames implements EntityNames {
  private readonly titles = new Map<string, SnapshotTitle>();
  private readonly peopleByName = new Map<string, { id: number; weight: number }>();
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
        const current = this.peopleByName.get(key);
        if (!current || current.weight < score)
          this.peopleByName.set(key, { id: personId, weight: score });
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

  get people(): PeopleNames {
    return this.data;
  }

  title(folded: string): SnapshotTitle | undefined {
    return this.titles.get(folded);
  }

  personId(folded: string): number | undefined {
    return this.peopleByName.get(folded)?.id;
  }

  character(folded: string): readonly CharacterCredit[] {
    return this.characters.get(folded) ?? this.characters.get(folded.replace(/^the /, '')) ?? [];
  }
}
