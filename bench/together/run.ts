import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { libraryEntryId, type TogetherPickBody } from '@unclewatch/core';

import { loadSnapshotCatalog, type SnapshotCatalog } from '../../apps/server/src/snapshot/index';
import { openDatabase, type AppDatabase } from '../../apps/server/src/db/database';
import { importWritesRepository } from '../../apps/server/src/db/repositories/library/import-writes-repository';
import { commentsRepository } from '../../apps/server/src/db/repositories/library/comments-repository';
import { ratingsRepository } from '../../apps/server/src/db/repositories/library/ratings-repository';
import { searchesRepository } from '../../apps/server/src/db/repositories/library/searches-repository';
import { watchedRepository } from '../../apps/server/src/db/repositories/library/watched-repository';
import { watchlistRepository } from '../../apps/server/src/db/repositories/library/watchlist-repository';
import { householdsRepository } from '../../apps/server/src/db/repositories/together/households-repository';
import { EmbeddedCatalog } from '../../apps/server/src/providers/catalog/embedded/embedded-catalog';
import { LibraryService } from '../../apps/server/src/services/library-service';
import { togetherServices } from '../../apps/server/src/services/together/create';
import { WatchedService } from '../../apps/server/src/services/watched-service';
import { percentile } from '../support';
import { evaluateTopPick, summarise, type Evaluation } from './evaluate';
import { makePerson, seeded, type Person } from './synthetic';

type Services = ReturnType<typeof togetherServices>;

interface World {
  snapshot: SnapshotCatalog;
  database: AppDatabase;
  services: Services;
  households: ReturnType<typeof householdsRepository>;
  writes: ReturnType<typeof importWritesRepository>;
}

export async function openWorld(dir: string): Promise<World> {
  const snapshot = loadSnapshotCatalog();
  const catalog = new EmbeddedCatalog(snapshot);
  const database = openDatabase({ dataDir: dir });
  await database.migrate();
  const db = database.db;
  const library = {
    watchlist: watchlistRepository(db),
    ratings: ratingsRepository(db),
    comments: commentsRepository(db),
    searches: searchesRepository(db),
    watched: watchedRepository(db),
  };
  const libraryService = new LibraryService(library, catalog);
  const watched = new WatchedService(library, libraryService);
  return {
    snapshot,
    database,
    services: togetherServices(db, catalog, watched),
    households: householdsRepository(db),
    writes: importWritesRepository(db),
  };
}

const facts = { title: 'x', imageUrl: null, language: 'en' };

/** A person's ratings (each also a diary entry) and watchlist, written as an import would. */
async function seedPerson(world: World, userId: string, p: Person) {
  const now = new Date().toISOString();
  await world.writes.inOneTransaction(async (w) => {
    for (let i = 0; i < p.ratings.length; i += 400) {
      const chunk = p.ratings.slice(i, i + 400);
      await w.setRatings(
        chunk.map((r) => ({
          id: libraryEntryId(userId, r),
          userId,
          type: r.type,
          titleId: r.id,
          rating: r.rating,
          publicRating: '7',
          ...facts,
        })),
        now,
      );
      await w.addWatched(
        chunk.map((r) => ({
          id: `${userId}_w_${r.type}${r.id}`,
          userId,
          type: r.type,
          titleId: r.id,
          publicRating: '7',
          date: '2024-01-01',
          rating: r.rating,
          rewatch: false,
          ...facts,
        })),
        now,
      );
    }
    for (let i = 0; i < p.watchlist.length; i += 400)
      await w.addToWatchlist(
        p.watchlist.slice(i, i + 400).map((r) => ({
          id: libraryEntryId(userId, r),
          userId,
          type: r.type,
          titleId: r.id,
          rating: '7',
          ...facts,
        })),
        now,
      );
  });
}

async function makeHousehold(world: World, tag: string, people: Person[]) {
  const ids = people.map((_, i) => `${tag}-m${i}`);
  const at = new Date().toISOString();
  const member = (i: number) => ({ userId: ids[i]!, name: people[i]!.name, joinedAt: at });
  await world.households.create(
    { id: tag, name: tag, ownerId: ids[0]!, inviteCode: tag.toUpperCase(), createdAt: at },
    member(0),
  );
  for (let i = 1; i < people.length; i++) await world.households.addMember(tag, member(i));
  for (let i = 0; i < people.length; i++) await seedPerson(world, ids[i]!, people[i]!);
  return ids;
}

const caller = (id: string) => ({ id, name: id, email: `${id}@example.com` });

function catalogueWorld(snapshot: SnapshotCatalog) {
  const titles = [
    ...snapshot.listable('movie').slice(0, 4000),
    ...snapshot.listable('tv').slice(0, 1500),
  ];
  const counts = new Map<number, number>();
  for (const t of titles) for (const g of t.genre_ids) counts.set(g, (counts.get(g) ?? 0) + 1);
  const genres = [...counts].filter(([, n]) => n >= 150).map(([g]) => g);
  return { titles, genres };
}

/** Many households with known tastes: how often the top pick breaks a rule or pleases everyone. */
async function evaluate(world: World, households: number): Promise<Evaluation[]> {
  const rng = seeded(32);
  const { titles, genres } = catalogueWorld(world.snapshot);
  const out: Evaluation[] = [];
  for (let h = 0; h < households; h++) {
    const size = 2 + (h % 3);
    const people = Array.from({ length: size }, (_, i) =>
      makePerson(rng, `P${h}-${i}`, titles, genres, {
        // One person in ten has no history: the catalogue's quality speaks for them.
        ratings: rng() < 0.1 ? 0 : 20 + Math.floor(rng() * 100),
        watchlist: 5 + Math.floor(rng() * 20),
      }),
    );
    const ids = await makeHousehold(world, `eval${h}`, people);
    const present = size > 2 && rng() < 0.3 ? ids.slice(0, -1) : ids;
    const body: TogetherPickBody = { members: present };
    const roll = rng();
    if (roll < 0.25) body.maxRuntime = 100;
    else if (roll < 0.4) {
      body.type = 'tv';
      body.maxRuntime = 45;
    } else if (roll < 0.55) body.type = 'movie';
    const user = caller(ids[0]!);
    const first = await world.services.together.rank(user, `eval${h}`, body);
    const top = first.ranked[0];
    const people0 = present.map((id) => people[ids.indexOf(id)]!);
    const evaluation = evaluateTopPick(world.snapshot, first, people0, body);
    // "We watched it", then the next pick must leave it out.
    if (top) {
      await world.services.together.watchedTogether(user, `eval${h}`, {
        type: top.features.type,
        id: top.features.id,
        members: present,
        date: '2024-06-01',
      });
      const again = await world.services.together.rank(user, `eval${h}`, {
        ...body,
        rewatch: true,
      });
      if (
        again.ranked.some(
          (r) => r.features.type === top.features.type && r.features.id === top.features.id,
        )
      )
        evaluation.violations.push('watched-together');
    }
    out.push(evaluation);
  }
  return out;
}

/** The size: 4 members × 500 watchlist items × 1,000 ratings each. */
export async function latency(world: World, rounds: number) {
  const rng = seeded(4);
  const { titles, genres } = catalogueWorld(world.snapshot);
  const people = Array.from({ length: 4 }, (_, i) =>
    makePerson(rng, `Big${i}`, titles, genres, { ratings: 1000, watchlist: 500 }),
  );
  const ids = await makeHousehold(world, 'big', people);
  const user = caller(ids[0]!);
  const sizes = people.map((p) => ({ ratings: p.ratings.length, watchlist: p.watchlist.length }));
  // Wall time, and this process's CPU time: on a shared 2-core machine the first depends on
  // the neighbours, the second much less.
  const cpu: number[] = [];
  const time = async (body: TogetherPickBody) => {
    const start = performance.now();
    const used = process.cpuUsage();
    await world.services.together.pick(user, 'big', body);
    const spent = process.cpuUsage(used);
    cpu.push((spent.user + spent.system) / 1000);
    return performance.now() - start;
  };
  const loadBefore = os.loadavg()[0]!;
  const coldMs = await time({});
  cpu.length = 0;
  const bodies: TogetherPickBody[] = [{}, { maxRuntime: 120 }, { type: 'tv' }, { mood: 'funny' }];
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) samples.push(await time(bodies[i % bodies.length]!));
  samples.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    members: sizes,
    firstPickMs: Math.round(coldMs),
    picks: samples.length,
    p50Ms: Math.round(percentile(samples, 50)),
    p95Ms: Math.round(percentile(samples, 95)),
    cpuP50Ms: Math.round(percentile(cpu, 50)),
    cpuP95Ms: Math.round(percentile(cpu, 95)),
    goalP95Ms: 300,
    loadAverage: { before: loadBefore, after: os.loadavg()[0]! },
  };
}

export async function benchTogether(options: { households: number; rounds: number }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uw-together-'));
  const world = await openWorld(dir);
  try {
    const evaluations = await evaluate(world, options.households);
    const timing = await latency(world, options.rounds);
    return {
      evaluation: summarise(evaluations),
      latency: timing,
      seeds: { households: 32, big: 4 },
    };
  } finally {
    await world.database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
