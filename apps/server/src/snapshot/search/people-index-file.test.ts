import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import { isListable } from '@unclewatch/core';
import { afterAll, describe, expect, it } from 'vitest';

import { defaultSnapshotPath, loadSnapshotCatalog, readSnapshot, SnapshotCatalog } from '../index';
import { PeopleIndex, type PersonDoc } from './people-index';
import {
  decodePeopleIndex,
  encodePeopleIndex,
  PEOPLE_INDEX_FILE,
  peopleDocs,
  peopleIndexOf,
  writePeopleIndex,
} from './people-index-file';
import { tokenize } from './text';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-people-index-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const { snapshot, sha256 } = readSnapshot();
const data = new SnapshotCatalog(snapshot);
const built = new PeopleIndex(peopleDocs(data));

/** Queries as people type them, made from the catalogue's own names. */
function queriesFrom(names: string[]): string[] {
  return names.flatMap((name) => {
    const words = tokenize(name);
    const last = words.at(-1) ?? '';
    return [
      words.join(' '),
      last,
      words[0] ?? '',
      words.join(''),
      last.length > 5 ? last.slice(0, -1) + 'x' : last.slice(0, 3),
    ].filter((q) => q.length > 1);
  });
}

const ids = (index: PeopleIndex<{ id: number }>, query: string) =>
  index.search(tokenize(query), 5).map((hit) => [hit.item.id, hit.score.toFixed(6)]);

describe('the stored people index', () => {
  it('is current: the committed file is what the code builds from the committed snapshot', () => {
    const committed = zlib.gunzipSync(
      fs.readFileSync(path.join(path.dirname(defaultSnapshotPath), PEOPLE_INDEX_FILE)),
    );
    const fresh = encodePeopleIndex(
      { parts: built.toParts(), personIds: Int32Array.from(built.people, (p) => p.id) },
      sha256,
    );
    // When this fails, run `npm run catalog:index` (and bump FORMAT if the layout changed).
    expect(committed.equals(fresh)).toBe(true);
  });

  it('is what the server loads, and answers exactly as an index built in memory', () => {
    const loaded = loadSnapshotCatalog();
    expect(loaded.storedPeopleIndex()).toBeDefined();
    const restored = peopleIndexOf(loaded);
    expect(restored.size).toBe(built.size);
    const sample = built.people.filter((_, i) => i % 97 === 0).map((p) => p.name);
    const queries = queriesFrom(sample);
    expect(queries.length).toBeGreaterThan(1500);
    for (const query of queries) expect(ids(restored, query), query).toEqual(ids(built, query));
  });

  it('round-trips through its encoding, names in any script included', () => {
    const docs: PersonDoc<{ id: number }>[] = [
      { item: { id: 1 }, names: ['Renée Østergård'], prominence: 0.5 },
      { item: { id: 2 }, names: ['Yuki Tanabe', 'Tanabe Yūki', 'タナベ・ユキ'], prominence: 0.4 },
      { item: { id: 3 }, names: ['Samir J. Okafor'], prominence: 0.7 },
    ];
    const index = new PeopleIndex(docs);
    const raw = encodePeopleIndex(
      { parts: index.toParts(), personIds: Int32Array.of(1, 2, 3) },
      'x',
    );
    const back = decodePeopleIndex(raw, 'x')!;
    const restored = PeopleIndex.fromParts(
      back.parts,
      docs.map((d) => d.item),
    );
    for (const q of ['ostergard', 'renee', 'タナベ', 'tanabe yuki', 'samir okafor', 's okafor']) {
      expect(ids(restored, q), q).toEqual(ids(index, q));
      expect(ids(restored, q).length, q).toBeGreaterThan(0);
    }
  });

  it('is ignored beside another snapshot, or when damaged: the index is built instead', () => {
    const file = path.join(dir, 'catalog.json.gz');
    const people = snapshot.people.slice(0, 300);
    const movies = snapshot.movies.slice(0, 3000);
    const small = { ...snapshot, movies, tv: [], people, biographies: undefined };
    const smallData = new SnapshotCatalog({ ...small, people: snapshot.people });
    fs.writeFileSync(file, zlib.gzipSync(JSON.stringify(small)));
    const own = readSnapshot(file);
    writePeopleIndex(new SnapshotCatalog(own.snapshot), file, own.sha256);
    expect(loadSnapshotCatalog(file).storedPeopleIndex()).toBeDefined();

    // The snapshot changes (one more person) while the index file stays: it no longer belongs.
    const newcomer = snapshot.people.find(
      (p, i) => i >= 300 && smallData.creditsOf(p.id).some((c) => isListable(c.title)),
    )!;
    fs.writeFileSync(
      file,
      zlib.gzipSync(JSON.stringify({ ...small, people: [...people, newcomer] })),
    );
    const catalog = loadSnapshotCatalog(file);
    expect(catalog.storedPeopleIndex()).toBeUndefined();
    const found = peopleIndexOf(catalog).search(tokenize(newcomer.name), 5);
    expect(found.map((hit) => hit.item.id)).toContain(newcomer.id);

    fs.writeFileSync(path.join(dir, PEOPLE_INDEX_FILE), Buffer.from('not a gzip file'));
    expect(loadSnapshotCatalog(file).storedPeopleIndex()).toBeUndefined();
  });
});
