import crypto from 'node:crypto';

import {
  imageUrl,
  type Progress,
  type RatingPrompt,
  type SessionUser,
  type TitleRef,
  type TogetherPickBody,
  type TogetherPicks,
  type WatchedTogetherBody,
  type WatchedTogetherResult,
} from '@unclewatch/core';

import type { EveningsRepository } from '../../db/repositories/together/evenings-repository';
import type {
  MemberLibrary,
  TastesRepository,
} from '../../db/repositories/together/tastes-repository';
import type { CatalogProvider } from '../../providers/catalog/index';
import { titleNotFound } from '../../domain/domain-error';
import type { AgeLimitsService } from '../age-limits/age-limits-service';
import type { WatchServicesService } from '../watch-services-service';
import type { WatchedService } from '../watched-service';
import type { HouseholdService } from './household-service';
import { CatalogueLists } from './catalogue-lists';
import { gatherCandidates } from './pick-candidates';
import {
  rankCandidates,
  toPick,
  type PickMember,
  type PickRules,
  type Ranked,
} from './pick-ranking';
import { inputsFingerprint, showsStarted, tasteInputs } from './history-taste';
import { learnTaste, type RatedTitle, type Taste } from './taste-model';
import { titleKey, TitleFeatureSource } from './title-features';

type Caller = Pick<SessionUser, 'id' | 'name' | 'email'>;

/** The services filter of Watch together (WatchServicesService's part it uses). */
export type TogetherServicesFilter = Pick<WatchServicesService, 'groupFilters' | 'keepOnAny'>;

/** The rating limits Watch together keeps (AgeLimitsService's part it uses, issue 41). */
export type TogetherLimits = Pick<AgeLimitsService, 'strictestOf' | 'allowed'>;

/** Picks answered: three shown, the rest for vetoes. */
export const PICKS_ANSWERED = 10;
/** The most titles (ratings first, then the history) a member's taste is learnt from. */
const RATINGS_LEARNT = 2_000;

/** A member's shows and how far they are (Up next), for taste: finished, dropped… */
export type ProgressReader = (userId: string) => Promise<Progress | null>;

/** Tastes kept between picks (a cache: each instance learns its own). */
const TASTES_KEPT = 1_000;

/** A pick for the people on the sofa tonight, and "We watched it". */
export class TogetherService {
  private readonly tasteCache = new Map<string, { fingerprint: string; taste: Taste }>();

  constructor(
    private readonly households: HouseholdService,
    private readonly tastes: TastesRepository,
    private readonly evenings: EveningsRepository,
    private readonly catalog: CatalogProvider,
    private readonly watched: WatchedService,
    private readonly services?: TogetherServicesFilter,
    private readonly features = new TitleFeatureSource(catalog),
    private readonly lists = new CatalogueLists(catalog),
    private readonly limits?: TogetherLimits,
    private readonly progress?: ProgressReader,
  ) {}

  async pick(user: Caller, householdId: string, body: TogetherPickBody): Promise<TogetherPicks> {
    const { ranked, members, present, household, onServices } = await this.rank(
      user,
      householdId,
      body,
    );
    const names = this.features.peopleNames;
    return {
      picks: ranked
        .slice(0, PICKS_ANSWERED)
        .map((r) => toPick(r, members, (id) => names.get(id), body.mood)),
      members: present.map((m) => ({
        id: m.userId,
        name: m.name,
        owner: m.userId === household.ownerId,
      })),
      ...(onServices ? { onServices } : {}),
    };
  }

  /** Every eligible title, best first, with each member's prediction (the bench reads it too). */
  async rank(user: Caller, householdId: string, body: TogetherPickBody) {
    const { present, household } = await this.households.sofa(user, householdId, body.members);
    const [libraries, together, progresses] = await Promise.all([
      this.tastes.libraries(present.map((m) => m.userId)),
      this.evenings.titles(householdId),
      Promise.all(present.map((m) => this.progressOf(m.userId))),
    ]);
    const shows = new Map(present.map((m, i) => [m.userId, progresses[i] ?? null]));
    const members = await this.pickMembers(present, libraries, shows);
    const rules: PickRules = {
      type: body.type,
      maxRuntime: body.maxRuntime,
      rewatch: body.rewatch ?? false,
      evenings: new Set(together.map((t) => titleKey(t.type, t.id))),
      mood: body.mood,
    };
    const inputs = members.map((m) => ({ library: libraries.get(m.id)!, taste: m.taste }));
    // Issue 33: titles on a service of any one present member who saved services.
    const filters =
      this.services && body.services !== 'off'
        ? await this.services.groupFilters(present.map((m) => m.userId))
        : [];
    // Issue 41: the most restrictive limits of the people on the sofa.
    const sofaLimits = this.limits
      ? await this.limits.strictestOf(present.map((m) => m.userId))
      : null;
    const onSofa = async (list: Ranked[]) => {
      if (!sofaLimits || !this.limits) return list;
      const ok = await this.limits.allowed(
        list.map((r) => ({ type: r.features.type, id: r.features.id })),
        sofaLimits,
      );
      return list.filter((_, i) => ok[i]);
    };
    const onServices = async (list: Ranked[]) => {
      const kept = await onSofa(list);
      return filters.length && this.services
        ? this.services.keepOnAny(kept, (r) => r.features, filters, 2 * PICKS_ANSWERED)
        : kept;
    };
    const candidates = await this.features.many(await gatherCandidates(this.lists, inputs, body));
    let ranked = await onServices(rankCandidates([...candidates.values()], members, rules));
    if (ranked.filter((r) => !r.misery).length < PICKS_ANSWERED) {
      const wider = await gatherCandidates(this.lists, inputs, { ...body, wider: true });
      const all = await this.features.many([...ranked.map((r) => r.features), ...wider]);
      ranked = await onServices(rankCandidates([...all.values()], members, rules));
    }
    return { ranked, members, present, household, rules, onServices: filters.length > 0 };
  }

  /** One diary entry per present member (their own rows), and a "rate it" prompt for each. */
  async watchedTogether(
    user: Caller,
    householdId: string,
    body: WatchedTogetherBody,
  ): Promise<WatchedTogetherResult> {
    const { present, household } = await this.households.sofa(user, householdId, body.members);
    const ref: TitleRef = { type: body.type, id: this.catalog.currentId(body.type, body.id) };
    const details = await this.catalog.details(ref.type, ref.id);
    if (!details) throw titleNotFound(ref.type, ref.id);
    const logged: WatchedTogetherResult['logged'] = [];
    for (const m of present) {
      const { entry } = await this.watched.mark(m.userId, ref, { date: body.date });
      logged.push({ memberId: m.userId, entryId: entry.id });
    }
    const now = new Date().toISOString();
    await this.evenings.add({
      id: crypto.randomBytes(12).toString('base64url'),
      householdId,
      type: ref.type,
      titleId: ref.id,
      date: body.date,
      memberIds: present.map((m) => m.userId),
      createdAt: now,
    });
    const title = details.title ?? details.name ?? '';
    await this.evenings.addPrompts(
      present.map((m) => ({
        userId: m.userId,
        type: ref.type,
        id: ref.id,
        title,
        imageUrl: imageUrl(details.poster_path, 'w185'),
        householdName: household.name,
        date: body.date,
      })),
      now,
    );
    return { logged };
  }

  ratingPrompts(userId: string): Promise<RatingPrompt[]> {
    return this.evenings.prompts(userId);
  }

  async dismissPrompt(userId: string, ref: TitleRef): Promise<void> {
    await this.evenings.dismissPrompt(userId, ref.type, ref.id);
  }

  /** A member's Up next; none when it cannot be read (the pick goes on without it). */
  private async progressOf(userId: string): Promise<Progress | null> {
    if (!this.progress) return null;
    return this.progress(userId).catch(() => null);
  }

  private async pickMembers(
    present: { userId: string; name: string }[],
    libraries: Map<string, MemberLibrary>,
    shows: Map<string, Progress | null>,
  ): Promise<PickMember[]> {
    const inputs = new Map(
      present.map((m) => [
        m.userId,
        tasteInputs(libraries.get(m.userId)!, shows.get(m.userId) ?? null, RATINGS_LEARNT),
      ]),
    );
    const prints = new Map([...inputs].map(([id, list]) => [id, inputsFingerprint(list)]));
    const stale = present.filter((m) => !this.cachedTaste(m.userId, prints.get(m.userId)!));
    const features = await this.features.many(stale.flatMap((m) => inputs.get(m.userId)!));
    return present.map((m) => {
      const library = libraries.get(m.userId)!;
      const print = prints.get(m.userId)!;
      let taste = this.cachedTaste(m.userId, print);
      if (!taste) {
        const history: RatedTitle[] = [];
        for (const r of inputs.get(m.userId)!) {
          const f = features.get(titleKey(r.type, r.id));
          if (f) history.push({ features: f, rating: r.rating, source: r.source });
        }
        taste = learnTaste(history);
        if (this.tasteCache.size >= TASTES_KEPT) this.tasteCache.clear();
        this.tasteCache.set(m.userId, { fingerprint: print, taste });
      }
      const started = showsStarted(shows.get(m.userId) ?? null);
      return {
        id: m.userId,
        name: m.name,
        taste,
        watchlist: new Set(library.watchlist.map((k) => titleKey(k.type, k.id))),
        seen: new Set(
          [...library.watched, ...library.ratings, ...started].map((k) => titleKey(k.type, k.id)),
        ),
      };
    });
  }

  /** A member's taste as last learnt, while their ratings and history are unchanged. */
  private cachedTaste(userId: string, fingerprint: string): Taste | undefined {
    const kept = this.tasteCache.get(userId);
    return kept && kept.fingerprint === fingerprint ? kept.taste : undefined;
  }
}
