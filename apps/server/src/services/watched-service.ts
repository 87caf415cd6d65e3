import crypto from 'node:crypto';

import {
  libraryEntryId,
  type MarkWatchedBody,
  type MarkWatchedResult,
  type TitleRef,
  type WatchedEntry,
  type WatchedStatus,
  WATCHED_MAX_PER_TITLE_PER_DAY,
  WATCHED_MAX_ENTRIES,
  diaryFullMessage,
} from '@unclewatch/core';

import type { NewWatchedEntry } from '../db/repositories/library/watched-repository';
import type { LibraryRepositories, LibraryService } from './library-service';
import { DomainError } from '../domain/domain-error';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A diary entry id: owner first, as the other library ids, then random. */
export const newWatchedEntryId = (userId: string) =>
  `${userId}_w_${crypto.randomBytes(8).toString('hex')}`;

/** The watched history: one entry per viewing; rewatches are more entries. */
export class WatchedService {
  constructor(
    private readonly repos: Pick<LibraryRepositories, 'watched' | 'watchlist' | 'ratings'>,
    private readonly library: LibraryService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The latest day a diary accepts: tomorrow in UTC, so every time zone's today fits. */
  latestDay(): string {
    return new Date(this.now().getTime() + DAY_MS).toISOString().slice(0, 10);
  }

  diary(userId: string): Promise<WatchedEntry[]> {
    return this.repos.watched.list(userId);
  }

  async status(userId: string, ref: TitleRef): Promise<WatchedStatus> {
    const [entries, saved] = await Promise.all([
      this.repos.watched.listForTitle(userId, ref.type, ref.id),
      this.repos.watchlist.find(libraryEntryId(userId, ref)),
    ]);
    return { watched: entries.length > 0, entries, onWatchlist: saved !== null };
  }

  async mark(userId: string, ref: TitleRef, body: MarkWatchedBody): Promise<MarkWatchedResult> {
    const choice = body.unknownDate ? 'unknownDate' : body.airDates ? 'airDates' : null;
    if (choice && ref.type === 'movie')
      throw new DomainError('invalid', `Invalid body field '${choice}': is for a TV show only`, {
        details: [{ path: choice, message: 'is for a TV show only' }],
      });
    const date = body.date;
    if (date === undefined)
      throw new DomainError('invalid', "Invalid body field 'date': is required", {
        details: [{ path: 'date', message: 'is required' }],
      });
    if (date > this.latestDay())
      throw new DomainError('invalid', "Invalid body field 'date': must not be in the future", {
        details: [{ path: 'date', message: 'must not be in the future' }],
      });
    const id = libraryEntryId(userId, ref);
    const [saved, earlier, current, entries] = await Promise.all([
      this.repos.watchlist.find(id),
      this.repos.watched.listForTitle(userId, ref.type, ref.id),
      this.repos.ratings.find(id),
      this.repos.watched.count(userId),
    ]);
    if (entries >= WATCHED_MAX_ENTRIES) throw new DomainError('conflict', diaryFullMessage);
    if (earlier.filter((e) => e.date === date).length >= WATCHED_MAX_PER_TITLE_PER_DAY)
      throw new DomainError(
        'conflict',
        `This title already has ${WATCHED_MAX_PER_TITLE_PER_DAY} diary entries on ${date}`,
      );
    const facts = saved
      ? {
          title: saved.title,
          imageUrl: saved.imageUrl,
          language: saved.language,
          publicRating: saved.rating,
        }
      : await this.publicFacts(ref);
    const entry: NewWatchedEntry = {
      id: newWatchedEntryId(userId),
      userId,
      type: ref.type,
      titleId: ref.id,
      ...facts,
      date,
      rating: body.rating ?? current?.rating ?? null,
      rewatch: body.rewatch ?? earlier.some((e) => e.date <= date),
    };
    const added = await this.repos.watched.add(entry, this.now().toISOString());
    // The entry exists first, so the title is tracked and may be rated.
    if (body.rating !== undefined) await this.library.rate(userId, ref, body.rating);
    if (body.removeFromWatchlist && saved) await this.library.removeFromWatchlist(userId, ref);
    return { entry: added, onWatchlist: saved !== null && !body.removeFromWatchlist };
  }

  /** Imported viewings of one title, logged as they were (no rewatch guess, no rating change). */
  async addImported(
    userId: string,
    ref: TitleRef,
    viewings: { date: string; rating: number | null; rewatch: boolean }[],
  ): Promise<void> {
    if (viewings.length === 0) return;
    const saved = await this.repos.watchlist.find(libraryEntryId(userId, ref));
    const facts = saved
      ? {
          title: saved.title,
          imageUrl: saved.imageUrl,
          language: saved.language,
          publicRating: saved.rating,
        }
      : await this.publicFacts(ref);
    await this.repos.watched.addMany(
      viewings.map((v) => ({
        id: newWatchedEntryId(userId),
        userId,
        type: ref.type,
        titleId: ref.id,
        ...facts,
        ...v,
      })),
      this.now().toISOString(),
    );
  }

  /** Deleting the last entry of a title that is not on the watchlist drops its rating too. */
  async removeEntry(userId: string, entryId: string): Promise<void> {
    const entry = await this.repos.watched.find(userId, entryId);
    if (!entry) throw new DomainError('not_found', 'No such diary entry');
    await this.repos.watched.remove(userId, entryId);
    await this.library.dropRatingIfUntracked(userId, { type: entry.type, id: entry.titleId });
  }

  private async publicFacts(ref: TitleRef) {
    const { rating, ...rest } = await this.library.titleFacts(ref);
    return { ...rest, publicRating: rating };
  }
}
