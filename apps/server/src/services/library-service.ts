import crypto from 'node:crypto';

import {
  RECENT_SEARCHES,
  imageUrl,
  libraryEntryId,
  titleOf,
  type Comment,
  type PublicComment,
  type RecentSearch,
  type SessionUser,
  type TitleRef,
  type UserRating,
  type WatchlistEntry,
} from '@unclewatch/core';

import type { CommentsRepository } from '../db/repositories/library/comments-repository';
import type { RatingsRepository } from '../db/repositories/library/ratings-repository';
import type { SearchesRepository } from '../db/repositories/library/searches-repository';
import type { WatchedRepository } from '../db/repositories/library/watched-repository';
import type { WatchlistRepository } from '../db/repositories/library/watchlist-repository';
import { DomainError, titleNotFound } from '../domain/domain-error';
import type { CatalogProvider } from '../providers/catalog/index';
import { withCardFacts } from './watchlist-cards';

export interface LibraryRepositories {
  watchlist: WatchlistRepository;
  ratings: RatingsRepository;
  comments: CommentsRepository;
  searches: SearchesRepository;
  watched: WatchedRepository;
}

/** A name to show next to a comment: the account's name, else the email's local part. */
export function displayName(user: Pick<SessionUser, 'name' | 'email'>): string {
  const name = user.name?.trim();
  if (name && !name.includes('@')) return name.slice(0, 60);
  return user.email.split('@')[0]!.slice(0, 60) || 'UncleWatch user';
}

function publicComment({ userId, ...comment }: Comment, readerId: string | null): PublicComment {
  return { ...comment, mine: readerId !== null && userId === readerId };
}

/** Watchlists, ratings, comments and recent searches; every call acts for one user. */
export class LibraryService {
  constructor(
    private readonly repos: LibraryRepositories,
    private readonly catalog: CatalogProvider,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Rows are kept under a title's current id: an old (aliased) id names the same title. */
  private current(ref: TitleRef): TitleRef {
    return { type: ref.type, id: this.catalog.currentId(ref.type, ref.id) };
  }

  /** What a library row keeps of a title; 404 when the catalogue does not know it. */
  async titleFacts(ref: TitleRef) {
    const details = await this.catalog.details(ref.type, ref.id);
    if (!details) throw titleNotFound(ref.type, ref.id);
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

  /** The watchlist as its page shows it: each card with year, genres and Uncle Score. */
  async watchlistCards(userId: string): Promise<WatchlistEntry[]> {
    return withCardFacts(this.catalog, await this.repos.watchlist.list(userId));
  }

  async watchlistStatus(userId: string, ref: TitleRef) {
    ref = this.current(ref);
    const entry = await this.repos.watchlist.find(libraryEntryId(userId, ref));
    return { saved: entry !== null, entry };
  }

  async addToWatchlist(userId: string, ref: TitleRef): Promise<WatchlistEntry> {
    ref = this.current(ref);
    const existing = await this.repos.watchlist.find(libraryEntryId(userId, ref));
    if (existing) return existing;
    const facts = await this.titleFacts(ref);
    return this.repos.watchlist.add(
      { id: libraryEntryId(userId, ref), userId, type: ref.type, titleId: ref.id, ...facts },
      this.now().toISOString(),
    );
  }

  /**
   * Only tracked titles can be rated: spec §5 says on the watchlist, decision 019 adds the
   * watched history. So taking a title off the watchlist also deletes the user's rating of it,
   * unless the title is in the watched history: then the rating stays with the history.
   */
  async removeFromWatchlist(userId: string, ref: TitleRef): Promise<void> {
    ref = this.current(ref);
    await this.repos.watchlist.remove(libraryEntryId(userId, ref));
    await this.dropRatingIfUntracked(userId, ref);
  }

  /**
   * Deletes the rating of a title that is neither on the watchlist nor in the watched history
   * (after a watchlist removal, or when the last diary entry of a title goes).
   */
  async dropRatingIfUntracked(userId: string, ref: TitleRef): Promise<void> {
    const id = libraryEntryId(userId, ref);
    if (await this.repos.watchlist.find(id)) return;
    if (await this.repos.watched.hasTitle(userId, ref.type, ref.id)) return;
    await this.repos.ratings.remove(id);
  }

  ratings(userId: string): Promise<UserRating[]> {
    return this.repos.ratings.list(userId);
  }

  async rate(userId: string, ref: TitleRef, rating: number): Promise<UserRating> {
    ref = this.current(ref);
    const id = libraryEntryId(userId, ref);
    const saved = await this.repos.watchlist.find(id);
    const watched = saved ? [] : await this.repos.watched.listForTitle(userId, ref.type, ref.id);
    const facts = saved ? { ...saved, publicRating: saved.rating } : watched[0];
    if (!facts)
      throw new DomainError(
        'conflict',
        'Add this title to your watchlist or mark it as watched before rating it',
      );
    return this.repos.ratings.set(
      {
        id,
        userId,
        type: ref.type,
        titleId: ref.id,
        rating,
        title: facts.title,
        imageUrl: facts.imageUrl,
        publicRating: facts.publicRating,
        language: facts.language,
      },
      this.now().toISOString(),
    );
  }

  async unrate(userId: string, ref: TitleRef): Promise<void> {
    ref = this.current(ref);
    await this.repos.ratings.remove(libraryEntryId(userId, ref));
  }

  /** Public: no author ids, only whether the reader (when signed in) wrote each one. */
  async comments(ref: TitleRef, readerId: string | null): Promise<PublicComment[]> {
    ref = this.current(ref);
    const comments = await this.repos.comments.listForTitle(ref.type, ref.id);
    return comments.map((comment) => publicComment(comment, readerId));
  }

  async addComment(user: SessionUser, ref: TitleRef, text: string): Promise<PublicComment> {
    ref = this.current(ref);
    await this.titleFacts(ref);
    const now = this.now();
    const comment = await this.repos.comments.add({
      // Random: an id that began with the author's id gave it away to every reader.
      id: `c_${crypto.randomBytes(12).toString('hex')}`,
      type: ref.type,
      titleId: ref.id,
      userId: user.id,
      author: displayName(user),
      comment: text,
      timestamp: now.toISOString(),
    });
    return publicComment(comment, user.id);
  }

  /** Every comment the user wrote, newest first (for their export). */
  commentsByUser(userId: string): Promise<Comment[]> {
    return this.repos.comments.listForUser(userId);
  }

  /** Authors delete their own comments; admins may delete any. */
  async deleteComment(user: SessionUser, commentId: string): Promise<void> {
    const comment = await this.repos.comments.find(commentId);
    if (!comment) throw new DomainError('not_found', 'No such comment');
    if (comment.userId !== user.id && !user.isAdmin) {
      throw new DomainError('forbidden', 'You can only delete your own comments');
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
