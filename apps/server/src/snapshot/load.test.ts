import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import type { CatalogSnapshot, SnapshotBiographies } from '@unclewatch/core';
import { afterAll, describe, expect, it } from 'vitest';

import { loadBiographies, loadSnapshot } from './load';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-snapshot-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, value: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, zlib.gzipSync(JSON.stringify(value)));
  return file;
}

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

const base: CatalogSnapshot = {
  version: 1,
  builtAt: '2026-02-21T06:16:07.371Z',
  movieGenres: [],
  tvGenres: [],
  movies: [],
  tv: [],
  people: [
    {
      id: 1032,
      name: 'Martin Scorsese',
      profile_path: null,
      known_for_department: 'Directing',
      place_of_birth: 'Queens, New York City, New York, USA',
      biography: '',
      popularity: 10,
      birthday: '1942-11-17',
    },
  ],
};

describe('snapshot loader', () => {
  it('loads the committed snapshot', () => {
    const snapshot = loadSnapshot();
    expect(snapshot.movies.length).toBeGreaterThan(1000);
    expect(snapshot.people.length).toBeGreaterThan(1000);
  });

  it('reads biographies from the file the snapshot names', () => {
    const bios: SnapshotBiographies = {
      version: 1,
      source: 'tmdb-people-2025',
      biographies: [[1032, 'Martin Charles Scorsese is an American filmmaker.']],
    };
    const biosFile = write('bios.json.gz', bios);
    const file = write('catalog.json.gz', {
      ...base,
      biographies: { file: 'bios.json.gz', count: 1, sha256: sha256(biosFile) },
    });
    const snapshot = loadSnapshot(file);
    expect(loadBiographies(snapshot, file).get(1032)).toMatch(/^Martin Charles Scorsese/);
  });

  it('has no biographies when the snapshot names no file', () => {
    const file = write('plain.json.gz', base);
    expect(loadBiographies(loadSnapshot(file), file).size).toBe(0);
  });

  it('refuses a biographies file from another build', () => {
    const older = write('old-bios.json.gz', { version: 1, source: 'x', biographies: [] });
    const hash = sha256(older);
    write('old-bios.json.gz', { version: 1, source: 'x', biographies: [[1, 'Rebuilt.']] });
    const file = write('mixed.json.gz', {
      ...base,
      biographies: { file: 'old-bios.json.gz', count: 0, sha256: hash },
    });
    expect(() => loadBiographies(loadSnapshot(file), file)).toThrow(/does not belong/);
  });

  it('reads names alike from an ASCII snapshot (\\u escapes) and a UTF-8 one', () => {
    const person = { ...base.people[0]!, name: 'Renée Østergård 是枝裕和' };
    const json = JSON.stringify({ ...base, people: [person] });
    const ascii = json.replace(
      /[\u0080-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    expect(isAscii(Buffer.from(ascii))).toBe(true);
    for (const [name, text] of [
      ['ascii.json.gz', ascii],
      ['utf8.json.gz', json],
    ] as const) {
      const file = path.join(dir, name);
      fs.writeFileSync(file, zlib.gzipSync(Buffer.from(text, 'utf8')));
      expect(loadSnapshot(file).people[0]!.name).toBe('Renée Østergård 是枝裕和');
    }
  });

  it('refuses a file that is not a snapshot', () => {
    const file = write('other.json.gz', { version: 2, movies: [] });
    expect(() => loadSnapshot(file)).toThrow(/not a version 1/);
  });
});
