import crypto from 'node:crypto';

import {
  RECENT_SEARCHES,
  imageUrl,
  libraryEntryId,
  titleOf,
  type Comment,
  type RecentSearch,
  type SessionUser,
  type TitleRef,
  type UserRating,
  type WatchlistEntry,
} from '@unclewatch/core';

import type { CommentsRepository } from '../db/repositories/library/comments-repository';
import type { RatingsRepository } from '../db/repositories/library/ratings-repository';
import type { SearchesRepository } from '../db/repositories/library/searches-repository';
import type { WatchlistRepository } from '../db/repositories/library/watchlist-repository';
import { HttpError } from '../http/errors';
import type { CatalogProvider } from '../providers/catalog/index';

export interface LibraryRepositories {
  watchlist: WatchlistRepository;
  ratings: RatingsRepository;
  comments: CommentsRepository;
  searches: SearchesRepository;
}

/** A name to show next to a comment: the account's name, else the email's local part. */
export function displayName(user: Pick<SessionUser, 'name' | 'email'>): string {
  const name = user.name?.trim();
  if (name && !name.includes('@')) return name.slice(0, 60);
  return user.email.split('@')[0]!.slice(0, 60) || 'UncleWatch user';
}

/** Watchlists, ratings, comments and recent searches; every call acts for one user. */
export class LibraryService {
  constructor(
    private readonly repos: LibraryRepositories,
    private readonly catalog: CatalogProvider,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async titleFacts(ref: TitleRef) {
    const details = await this.catalog.details(ref.type, ref.id);
    if (!details)
      throw new HttpError(404, `No ${ref.type === 'tv' ? 'TV show' : 'movie'} with id ${ref.id}`);
    return {
      title: titleOf(details),
      imageUrl: imageUrl(details.poster_path, 'w300'),
      language: details.original_language,
      rating: details.vote_average.toFixed(1),
    };
  }

  watchlist(userId: string): Promise<WatchlistEntry[]> {
    return this.repos.watchlist.list(userId);
  }

  async watchlistStatus(userId: string, ref: TitleRef) {
    const entry = await this.repos.watchlist.find(libraryEntryId(userId, ref));
    return { saved: entry !== null, entry };
  }

  async addToWatchlist(userId: string, ref: TitleRef): Promise<WatchlistEntry> {
    const existing = await this.repos.watchlist.find(libraryEntryId(userId, ref));
    if (existing) return existing;
    const facts = await this.titleFacts(ref);
    return this.repos.watchlist.add(
      { id: libraryEntryId(userId, ref), userId, type: ref.type, titleId: ref.id, ...facts },
      this.now().toISOString(),
    );
  }

  /** Removing a title from the watchlist also drops its rating (rating needs the watchlist). */
  async removeFromWatchlist(userId: string, ref: TitleRef): Promise<void> {
    await this.repos.watchlist.remove(libraryEntryId(userId, ref));
  }

  ratings(userId: string): Promise<UserRating[]> {
    return this.repos.ratings.list(userId);
  }

  async rate(userId: string, ref: TitleRef, rating: number): Promise<UserRating> {
    const id = libraryEntryId(userId, ref);
    const entry = await this.repos.watchlist.find(id);
    if (!entry) throw new HttpError(409, 'Add this title to your watchlist before rating it');
    return this.repos.ratings.set(
      {
        id,
        userId,
        type: ref.type,
        titleId: ref.id,
        rating,
        title: entry.title,
        imageUrl: entry.imageUrl,
        publicRating: entry.rating,
        language: entry.language,
      },
      this.now().toISOString(),
    );
  }

  async unrate(userId: string, ref: TitleRef): Promise<void> {
    await this.repos.ratings.remove(libraryEntryId(userId, ref));
  }

  comments(ref: TitleRef): Promise<Comment[]> {
    return this.repos.comments.listForTitle(ref.type, ref.id);
  }

  async addComment(user: SessionUser, ref: TitleRef, text: string): Promise<Comment> {
    await this.titleFacts(ref);
    const now = this.now();
    return this.repos.comments.add({
      id: `${user.id}_${now.getTime()}_${crypto.randomBytes(3).toString('hex')}`,
      type: ref.type,
      titleId: ref.id,
      userId: user.id,
      author: displayName(user),
      comment: text,
      timestamp: now.toISOString(),
    });
  }

  /** Every comment the user wrote, newest first (for their export). */
  commentsByUser(userId: string): Promise<Comment[]> {
    return this.repos.comments.listForUser(userId);
  }

  /** Authors delete their own comments; admins may delete any. */
  async deleteComment(user: SessionUser, commentId: string): Promise<void> {
    const comment = await this.repos.comments.find(commentId);
    if (!comment) throw new HttpError(404, 'No such comment');
    if (comment.userId !== user.id && !user.isAdmin) {
      throw new HttpError(403, 'You can only delete your own comments');
    }
    await this.repos.comments.remove(commentId);
  }

  recentSearches(userId: string): Promise<RecentSearch[]> {
    return this.repos.searches.recent(userId, RECENT_SEARCHES);
  }

  async recordSearch(userId: string, term: string): Promise<RecentSearch[]> {
    await this.repos.searches.record(userId, term.trim().toLowerCase(), this.now().toISOString());
    return this.recentSearches(userId);
  }
}
