import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import { isListable, type SnapshotPerson } from '@unclewatch/core';

import type { SnapshotCatalog } from '../snapshot-catalog';
import { PeopleIndex, type PersonDoc, type StoredPeopleIndex } from './people-index';
import { personProminence } from './prominence';

/**
 * The people index of a snapshot, built once and kept beside it (decision 025): indexing every
 * credited person's names took over a second of each start; reading the built index back takes
 * a tenth of that. The file belongs to one snapshot file (its SHA-256) and one layout
 * (`FORMAT`): anything else is ignored and the index is built in memory as before.
 */
export const PEOPLE_INDEX_FILE = 'people-index.bin.gz';
/** Bump when what the index holds or how names are read changes (text.ts, people-index*.ts). */
const FORMAT = 1;
const MAGIC = 'UWPI';

/** The people search covers: everyone credited on a listable title, with their prominence. */
export function* peopleDocs(data: SnapshotCatalog): Generator<PersonDoc<SnapshotPerson>> {
  for (const person of data.people()) {
    const credits = data.creditsOf(person.id);
    if (!credits.some((c) => isListable(c.title))) continue;
    yield {
      item: person,
      names: [person.name, ...(person.also_known_as ?? [])],
      prominence: personProminence(person, credits),
    };
  }
}

/** The stored index when there is one for this snapshot, else one built now. */
export function peopleIndexOf(data: SnapshotCatalog): PeopleIndex<SnapshotPerson> {
  const stored = data.storedPeopleIndex();
  if (stored) {
    const people = Array.from(stored.personIds, (id) => data.person(id));
    if (people.every((p) => p !== undefined)) return PeopleIndex.fromParts(stored.parts, people);
  }
  return new PeopleIndex(peopleDocs(data));
}

type Section = readonly [name: string, kind: 'i32' | 'f64' | 'text', count: number];

/** The sections of the file, in order: typed arrays, and string lists as '\n'-joined UTF-8. */
function sectionsOf(stored: StoredPeopleIndex) {
  const { dictionary, ...arrays } = stored.parts;
  const values: Record<string, Int32Array | Float64Array | string[]> = {
    ...arrays,
    personIds: stored.personIds,
    words: dictionary.words,
    deletions: dictionary.deletions,
    phoneticKeys: dictionary.phoneticKeys,
    phoneticStart: dictionary.phoneticStart,
    phoneticIds: dictionary.phoneticIds,
  };
  return Object.entries(values).map(([name, value]) => {
    const bytes = Array.isArray(value)
      ? Buffer.from(value.join('\n'))
      : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    const kind = Array.isArray(value) ? 'text' : value instanceof Float64Array ? 'f64' : 'i32';
    return {
      section: [name, kind, Array.isArray(value) ? value.length : value.length] as Section,
      bytes,
    };
  });
}

/** The file's bytes before gzip: magic, format, header length, header JSON, 8-byte-aligned sections. */
export function encodePeopleIndex(stored: StoredPeopleIndex, catalogSha256: string): Buffer {
  const sections = sectionsOf(stored);
  const header = Buffer.from(
    JSON.stringify({ catalogSha256, sections: sections.map((s) => s.section) }),
  );
  const chunks: Buffer[] = [Buffer.from(MAGIC), u32(FORMAT), u32(header.length), header];
  let length = chunks.reduce((n, c) => n + c.length, 0);
  for (const { bytes } of sections) {
    chunks.push(Buffer.alloc((8 - (length % 8)) % 8), u32(bytes.length), bytes);
    length += ((8 - (length % 8)) % 8) + 4 + bytes.length;
  }
  return Buffer.concat(chunks);
}

/** A decoded file, or undefined when it is of another snapshot or layout. */
export function decodePeopleIndex(
  raw: Buffer,
  catalogSha256: string,
): StoredPeopleIndex | undefined {
  if (raw.toString('latin1', 0, 4) !== MAGIC || raw.readUInt32LE(4) !== FORMAT) return undefined;
  const headerLength = raw.readUInt32LE(8);
  const header = JSON.parse(raw.toString('utf8', 12, 12 + headerLength)) as {
    catalogSha256: string;
    sections: Section[];
  };
  if (header.catalogSha256 !== catalogSha256) return undefined;
  const values = new Map<string, Int32Array | Float64Array | string[]>();
  let at = 12 + headerLength;
  for (const [name, kind, count] of header.sections) {
    at += (8 - (at % 8)) % 8;
    const length = raw.readUInt32LE(at);
    // Copied out, so each array is aligned and the decompressed buffer can go.
    const bytes = raw.subarray(at + 4, at + 4 + length);
    at += 4 + length;
    if (kind === 'text') {
      values.set(name, count === 0 ? [] : bytes.toString('utf8').split('\n'));
    } else {
      const copy = new Uint8Array(bytes).buffer;
      values.set(name, kind === 'f64' ? new Float64Array(copy) : new Int32Array(copy));
    }
  }
  const get = <V>(name: string) => values.get(name) as V;
  return {
    personIds: get('personIds'),
    parts: {
      units: get('units'),
      nameStart: get('nameStart'),
      nameWords: get('nameWords'),
      nameSignificant: get('nameSignificant'),
      personNameStart: get('personNameStart'),
      prominence: get('prominence'),
      postingStart: get('postingStart'),
      postings: get('postings'),
      dictionary: {
        words: get('words'),
        deletions: get('deletions'),
        phoneticKeys: get('phoneticKeys'),
        phoneticStart: get('phoneticStart'),
        phoneticIds: get('phoneticIds'),
      },
    },
  };
}

/** The index stored beside `snapshotFile` when it belongs to that file's bytes. */
export function readPeopleIndex(
  snapshotFile: string,
  catalogSha256: string,
): StoredPeopleIndex | undefined {
  const file = path.join(path.dirname(snapshotFile), PEOPLE_INDEX_FILE);
  if (!fs.existsSync(file)) return undefined;
  try {
    return decodePeopleIndex(zlib.gunzipSync(fs.readFileSync(file)), catalogSha256);
  } catch {
    return undefined; // A damaged file is no worse than no file: the index is built instead.
  }
}

/** Builds the people index of `data` and writes it beside `snapshotFile`; returns its size. */
export function writePeopleIndex(
  data: SnapshotCatalog,
  snapshotFile: string,
  catalogSha256: string,
): number {
  const index = new PeopleIndex(peopleDocs(data));
  const personIds = Int32Array.from(index.people, (p) => p.id);
  const bytes = zlib.gzipSync(
    encodePeopleIndex({ parts: index.toParts(), personIds }, catalogSha256),
    {
      level: 9,
    },
  );
  fs.writeFileSync(path.join(path.dirname(snapshotFile), PEOPLE_INDEX_FILE), bytes);
  return bytes.length;
}

function u32(value: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value);
  return b;
}
