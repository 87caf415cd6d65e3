import {
  foldText,
  mediaTypeOf,
  type ChatMovieCard,
  type TitleRecord,
  type TitleRef,
  titleKey,
  uniqueTitles,
} from '@unclewatch/core';

import type { CatalogProvider, NameRecogniser } from '../../../providers/catalog/index';
import type { TitleRecordsProvider } from '../../../providers/title-records/index';
import { titlesSeen } from '../history/seen-titles';
import { QuestionAnswerer, type QuestionResult } from '../questions/answer-question';
import type { AssistantTurn, ChatAnswer, ChatConstraints, ChatState } from '../types';
import { mergeConstraints, sameConstraints } from './constraints';
import { startsNewRequest } from './conversation';
import { describeConstraints } from './describe';
import { parseMessage, type ParserLookups } from './parse-message';
import * as text from './replies';
import { askedLength, forChildren } from './request-turns';
import { relativeLimit, searchTitle, type RuntimeSources } from './relative-runtime';
import { statesLengthLimit } from './runtime-words';
import { baseScore, rankTitles, withinLimits } from './title-filter';
import { discoverQuery } from './record-pool';
import { CARDS_PER_REPLY, toChatCard } from './to-card';

export { CARDS_PER_REPLY };

const MAX_SHOWN = 200;
/** The best matches a personal order chooses among. */
const PERSONAL_POOL = 60;

type Found = { titles: TitleRecord[] } | { message: string };

/** A list to show: the constraints, the cards shown already, and whether "more" was asked. */
interface ListRequest {
  constraints: ChatConstraints;
  shown: string[];
  more: boolean;
}

/** Who asks, for "in my watchlist". */
export type WatchlistAccess = Pick<AssistantTurn, 'watchlist' | 'signedIn' | 'limits'>;

const nobody: WatchlistAccess = { watchlist: null, signedIn: false };

/**
 * The built-in assistant: a deterministic parser over a fixed vocabulary (names recognised by
 * the composition root's recogniser), and filters over the title records: their discover by
 * constraints, similar titles, credits and fact sheets. No network of its own.
 */
export class AssistantEngine {
  readonly questions: QuestionAnswerer;

  constructor(
    private readonly catalog: CatalogProvider,
    /** Where the engine reads titles' and people's facts (the LLM's fact tools read the same). */
    readonly records: TitleRecordsProvider,
    private readonly names: NameRecogniser,
  ) {
    this.questions = new QuestionAnswerer(catalog, records, names);
  }

  /** The recogniser's lookups, built on first use (~0.5 s), so server start doesn't wait. */
  get lookups(): ParserLookups {
    return this.names.lookups;
  }

  private get runtimes(): RuntimeSources {
    return { catalog: this.catalog, lookups: this.lookups, records: this.records };
  }

  async chat(turn: AssistantTurn): Promise<ChatAnswer> {
    const { message, state } = turn;
    // A message with a length limit ("episodes under 30 minutes") is a request, not a question,
    // unless it asks whether a title is that long ("is X over 2 hours?": its runtime answers).
    const lengthQuestion = askedLength(message, this.lookups);
    const asked = lengthQuestion ?? (statesLengthLimit(message) ? undefined : message);
    const question = asked && (await this.questions.answer(asked, state.focus));
    if (question) return this.answerQuestion(turn, question);
    const parsed = parseMessage(message, this.lookups);
    const say = (reply: string, constraints = state.constraints, shown = state.shown) =>
      this.answer(turn, { reply }, { constraints, shown });

    switch (parsed.intent) {
      case 'greeting':
        return say(text.greetingText);
      case 'help':
        return say(text.helpText);
      case 'thanks':
        return say(text.thanksText);
      case 'reset':
        return say(text.resetText, {}, []);
      case 'more':
        if (Object.keys(state.constraints).length === 0 && state.shown.length === 0)
          return say(text.moreWithoutQueryText);
        return this.list(turn, { constraints: state.constraints, shown: state.shown, more: true });
      case 'unknown': {
        const title = this.lookups.titleByName(foldText(message));
        if (!title) return say(text.notUnderstoodText);
        return this.list(turn, { constraints: { like: title }, shown: [], more: false });
      }
      case 'search':
        break;
    }

    const delta = { ...parsed.delta };
    if (parsed.myServices) {
      if (!turn.signedIn) return say(text.signInForServicesText);
      const services = turn.services ? await turn.services() : null;
      if (!services) return say(text.setServicesText);
      if (services.region !== this.records.servicesRegion)
        return say(text.servicesRegionText(services.region));
      if (services.ids.length === 0) return say(text.setServicesText);
      delta.services = services;
    }
    if (parsed.unresolvedLike) {
      const like = await searchTitle(this.catalog, parsed.unresolvedLike);
      if (!like) return say(text.unknownTitleText(parsed.unresolvedLike));
      delta.like = like;
    }
    let base = parsed.reset || startsNewRequest(message, delta) ? {} : state.constraints;
    if (delta.audience && !delta.genres && base.genres) base = forChildren(base, message);
    if (parsed.relativeRuntime) {
      // Relative to the title matched or talked about ("what is X about?" → "something shorter").
      const reference = delta.like ?? base.like ?? state.focus?.title;
      const limit = await relativeLimit(this.runtimes, parsed.relativeRuntime, reference, state);
      if (typeof limit === 'string') return say(text.unknownTitleText(limit));
      delta[limit.key] = limit.minutes;
      // Shorter than a title talked about (not one to match): titles of its kind.
      const talkedAbout = reference && !delta.like && !base.like;
      if (talkedAbout && !delta.type && !base.type) delta.type = reference.type;
    }
    const constraints = mergeConstraints(base, delta);
    const more = sameConstraints(constraints, state.constraints) && parsed.more;
    return this.list(turn, { constraints, shown: more ? state.shown : [], more });
  }

  private async answerQuestion(turn: AssistantTurn, question: QuestionResult): Promise<ChatAnswer> {
    const { state } = turn;
    const focused = { ...turn, state: { ...state, focus: question.focus } };
    if (question.type === 'fact') {
      const cards = await this.cardsFor(question.cards);
      const reply = { reply: question.text, ...(cards.length ? { cards } : {}) };
      const answer = this.answer(focused, reply, state);
      return { ...answer, fromFacts: true };
    }
    const skip = question.skip.map((t) => `${t.type}:${t.id}`);
    const answer = await this.list(focused, {
      constraints: question.constraints,
      shown: skip,
      more: false,
    });
    if (typeof answer.reply === 'string' && answer.state.shown.length <= skip.length) {
      return { ...answer, reply: question.empty };
    }
    return answer;
  }

  private async list(turn: AssistantTurn, request: ListRequest): Promise<ChatAnswer> {
    const { constraints, shown } = request;
    const found = await this.find(constraints, turn);
    const description = describeConstraints(constraints, false);
    if ('message' in found) {
      const kept = { ...constraints };
      delete kept.watchlist;
      return this.answer(turn, { reply: found.message }, { constraints: kept, shown: [] });
    }
    const seen = new Set(shown);
    // What the signed-in asker has watched is never recommended (issue #45, decision 083).
    const watched = turn.signedIn ? await titlesSeen(turn.history) : new Set<string>();
    const unshown = found.titles.filter((t) => !seen.has(`${mediaTypeOf(t)}:${t.id}`));
    const unseen = unshown.filter((t) => !watched.has(`${mediaTypeOf(t)}:${t.id}`));
    const mine = await this.forAsker(turn, constraints, unseen);
    const fresh = (mine?.titles ?? unseen).slice(0, CARDS_PER_REPLY);
    const cards = await this.cardsFor(fresh);
    if (cards.length === 0) {
      const reply =
        unshown.length > 0 && watched.size > 0
          ? text.allSeenText(description)
          : found.titles.length > 0
            ? text.noMoreText(description)
            : text.nothingFoundText(description);
      return this.answer(turn, { reply }, { constraints, shown });
    }
    // How many seen titles were passed over: above the last card, or among a personal pool.
    const lastShown = mine ? PERSONAL_POOL - 1 : unshown.indexOf(fresh[fresh.length - 1]!);
    const leftOut =
      (mine ? ` for you, from ${mine.basis}` : '') +
      text.leftOutText(
        unshown.slice(0, lastShown + 1).filter((t) => watched.has(`${mediaTypeOf(t)}:${t.id}`))
          .length,
      );
    const nextShown = [...shown, ...cards.map((c) => `${c.type}:${c.id}`)].slice(-MAX_SHOWN);
    const line = request.more
      ? `More ${description}${leftOut}:`
      : `${describeConstraints(constraints)}${leftOut}:`;
    return this.answer(turn, { reply: cards, text: line }, { constraints, shown: nextShown });
  }

  /** An open request in the asker's own taste's order (decision 083); else null. */
  private async forAsker(
    turn: AssistantTurn,
    c: ChatConstraints,
    titles: TitleRecord[],
  ): Promise<{ titles: TitleRecord[]; basis: string } | null> {
    if (!turn.signedIn || !turn.taste || c.like || c.person || c.watchlist) return null;
    const taste = await turn.taste().catch(() => null);
    if (!taste) return null;
    const pool = titles.slice(0, PERSONAL_POOL);
    const predicted = await taste.predict(pool.map((t) => ({ type: mediaTypeOf(t), id: t.id })));
    const order = pool
      .map((t, i) => ({ t, i, p: predicted[i] ?? 0 }))
      .sort((a, b) => b.p - a.p || a.i - b.i)
      .map((x) => x.t);
    return { titles: [...order, ...titles.slice(PERSONAL_POOL)], basis: taste.basis };
  }

  /** Cards from the catalogue port's own details: a title the catalogue doesn't know is dropped. */
  async cardsFor(titles: (TitleRef | TitleRecord)[]): Promise<ChatMovieCard[]> {
    const cards: ChatMovieCard[] = [];
    for (const t of titles) {
      const type = 'type' in t ? t.type : mediaTypeOf(t);
      const details = await this.catalog.details(type, t.id);
      if (details) cards.push(toChatCard(details));
    }
    return cards;
  }

  /** The titles that satisfy the constraints, best first, or a reason there can be none. */
  async find(c: ChatConstraints, asker: WatchlistAccess = nobody): Promise<Found> {
    let pool: readonly TitleRecord[] | undefined;
    let keepOrder = false;
    if (c.watchlist) {
      if (!asker.signedIn) return { message: text.signInForWatchlistText };
      const refs = asker.watchlist ? await asker.watchlist() : null;
      if (refs === null) return { message: text.watchlistUnavailableText };
      if (refs.length === 0) return { message: text.emptyWatchlistText };
      pool = (await this.records.titles(refs)).flatMap((t) => t ?? []);
    }
    if (c.like) {
      const similar = await this.records.similar(c.like.type, c.like.id);
      if (pool) {
        const held = new Set(pool.map(titleKey));
        pool = similar.filter((t) => held.has(titleKey(t)));
      } else pool = similar;
      keepOrder = true;
    }
    if (c.person) {
      const all = (await this.records.credits(c.person.id)) ?? [];
      const directed = all.filter((x) => x.department === 'Directing');
      const credits = c.person.director && directed.length > 0 ? directed : all;
      const credited = uniqueTitles(credits.map((x) => x.title));
      const ranked = credited.sort((a, b) => baseScore(b) - baseScore(a) || a.id - b.id);
      const theirs = new Set(ranked.map(titleKey));
      pool = pool ? pool.filter((t) => theirs.has(titleKey(t))) : ranked;
    }
    pool ??= await this.records.discover(discoverQuery(c));
    // A limited asker (issue 41) is never recommended a title above their limits.
    return { titles: withinLimits(rankTitles(pool, c, keepOrder, this.records), asker.limits) };
  }

  /** The turn's answer and the conversation after it (`next`: its constraints and cards shown). */
  private answer(
    turn: AssistantTurn,
    reply: Pick<ChatAnswer, 'reply' | 'text' | 'cards'>,
    next: Pick<ChatState, 'constraints' | 'shown'>,
  ): ChatAnswer {
    const { state, message } = turn;
    const botText =
      typeof reply.reply === 'string'
        ? reply.reply
        : `${reply.text ?? ''} ${reply.reply.map((c) => c.title).join(', ')}`.trim();
    const focus = focusAfter(state, next.constraints);
    return {
      ...reply,
      state: {
        constraints: next.constraints,
        shown: next.shown,
        ...(focus ? { focus } : {}),
        turns: [...state.turns, { from: 'user', text: message }, { from: 'bot', text: botText }],
      },
    };
  }
}

/** "Movies like X" puts X in focus ("who directed it?"); other answers keep the focus. */
function focusAfter(state: ChatState, constraints: ChatConstraints): ChatState['focus'] {
  if (constraints.like) return { ...state.focus, title: constraints.like };
  return state.focus;
}
