import {
  allowedByLimits,
  isLimited,
  strictestLimits,
  type LimitsResponse,
  type MediaType,
  type PutLimitsBody,
  type RatingLimits,
  type SessionUser,
} from '@unclewatch/core';

import type {
  RatingLimitsRepository,
  StoredLimits,
} from '../../db/repositories/rating-limits-repository';
import type { RateLimiter } from '../../http/rate-limiter';
import type { AgeFacts, CatalogProvider } from '../../providers/catalog/index';
import { DomainError } from '../../domain/domain-error';
import type { HouseholdService } from '../together/household-service';
import { hashPin, pinMatches } from './pin';

type Caller = Pick<SessionUser, 'id' | 'name' | 'email'>;
export interface TitleRef {
  type: MediaType;
  id: number;
}

export const PIN_NEEDED = 'These limits are locked with a PIN: send it as `pin` to change them';
export const WRONG_PIN = 'Wrong PIN';
export const OWNER_SET =
  "These limits were set by the household's owner: only they (or the PIN) can change them";

const view = (stored: StoredLimits | undefined): LimitsResponse => ({
  maxMovie: stored?.maxMovie ?? null,
  maxTv: stored?.maxTv ?? null,
  unrated: stored?.unrated ?? 'show',
  pinSet: !!stored?.pinHash,
  setBy: stored?.setBy ?? null,
});

/**
 * Rating limits (issue 41, decision 068): who is limited, how limits change (the PIN, the
 * household's owner), and the one rule that keeps titles out of a limited person's answers.
 */
export class AgeLimitsService {
  constructor(
    private readonly repo: RatingLimitsRepository,
    private readonly households: Pick<HouseholdService, 'get'>,
    private readonly catalog: CatalogProvider,
    /** Tries of a PIN per account (a child guessing): 429 past it. */
    private readonly pinTries: RateLimiter,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The limits that apply to a user, or null when nothing is limited. */
  async limitsOf(userId: string): Promise<RatingLimits | null> {
    const stored = await this.repo.find(userId);
    return stored && isLimited(stored)
      ? { maxMovie: stored.maxMovie, maxTv: stored.maxTv, unrated: stored.unrated }
      : null;
  }

  /** The most restrictive limits of several people (Watch together's sofa), or null. */
  async strictestOf(userIds: readonly string[]): Promise<RatingLimits | null> {
    const all = await this.repo.findMany(userIds);
    return strictestLimits([...all.values()]);
  }

  async get(userId: string): Promise<LimitsResponse> {
    return view(await this.repo.find(userId));
  }

  /** True when `pin` opens this user's lock (rate-limited like every PIN try). */
  async checkPin(userId: string, pin: string | undefined): Promise<boolean> {
    const stored = await this.repo.find(userId);
    if (!stored?.pinHash || pin === undefined) return false;
    await this.countTry(userId);
    return pinMatches(pin, stored.pinHash);
  }

  /** A person's own limits: once a PIN is set (or the owner set them) the PIN is needed. */
  async putOwn(user: Caller, body: PutLimitsBody): Promise<LimitsResponse> {
    const stored = await this.repo.find(user.id);
    if (stored?.pinHash) {
      if (body.pin === undefined) throw new DomainError('forbidden', PIN_NEEDED);
      await this.countTry(user.id);
      if (!pinMatches(body.pin, stored.pinHash)) throw new DomainError('forbidden', WRONG_PIN);
    } else if (stored?.setBy === 'owner' && isLimited(stored)) {
      throw new DomainError('forbidden', OWNER_SET);
    }
    return this.save(user.id, body, stored, 'self');
  }

  /** The household's owner sets a member's limits (anyone else: 403; not a member: 404). */
  async putForMember(
    owner: Caller,
    householdId: string,
    memberId: string,
    body: PutLimitsBody,
  ): Promise<LimitsResponse> {
    const household = await this.households.get(owner, householdId);
    if (household.ownerId !== owner.id)
      throw new DomainError('forbidden', "Only the household's owner can set a member's limits");
    if (!household.members.some((m) => m.id === memberId))
      throw new DomainError('forbidden', 'Limits can only be set for a member of this household');
    return this.save(memberId, body, await this.repo.find(memberId), 'owner');
  }

  /** Writes limits as given (used for a new child's profile too). */
  async save(
    userId: string,
    body: PutLimitsBody,
    stored: StoredLimits | undefined,
    setBy: 'self' | 'owner',
  ): Promise<LimitsResponse> {
    const next: StoredLimits = {
      maxMovie: body.maxMovie,
      maxTv: body.maxTv,
      unrated: body.unrated,
      pinHash: body.newPin ? hashPin(body.newPin) : (stored?.pinHash ?? null),
      setBy,
    };
    await this.repo.save(userId, next, this.now().toISOString());
    return view(next);
  }

  /** One try of a secret (PIN or password) against this account's lock; 429 past the limit. */
  async countTry(userId: string): Promise<void> {
    const result = await this.pinTries.hit(`pin:${userId}`);
    if (!result.allowed)
      throw new DomainError('rate_limited', 'Too many PIN tries: wait a minute and try again', {
        retryAfterSeconds: result.retryAfterSeconds,
      });
  }

  /** Which of these titles the limits let through, in order (unknown titles are kept out). */
  async allowed(refs: readonly TitleRef[], limits: RatingLimits | null): Promise<boolean[]> {
    if (!isLimited(limits)) return refs.map(() => true);
    const facts = await this.catalog.ageFacts(refs);
    return refs.map((ref, i) => allowedFor(ref, facts[i] ?? null, limits));
  }

  /** The US rating of one title ("" when unrated), for the refusal's words. */
  async ratingOf(ref: TitleRef): Promise<string> {
    return (await this.catalog.ageFacts([ref]))[0]?.ratings.US ?? '';
  }

  /** A title's rating for display: the region's, else the US one. */
  async certification(ref: TitleRef, region: string) {
    const ratings = (await this.catalog.ageFacts([ref]))[0]?.ratings ?? {};
    const pick = ratings[region] ? region : ratings.US ? 'US' : undefined;
    return pick ? { region: pick, rating: ratings[pick] as string } : null;
  }
}

function allowedFor(ref: TitleRef, facts: AgeFacts | null, limits: RatingLimits): boolean {
  if (!facts) return false;
  return allowedByLimits(
    {
      kind: ref.type,
      certification: facts.ratings.US,
      genreIds: facts.genreIds,
      adult: facts.adult,
    },
    limits,
  );
}
