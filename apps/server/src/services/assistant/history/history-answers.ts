import {
  foldText,
  hasAired,
  titleOf,
  yearOf,
  type MediaType,
  type TitleSummary,
  type ShowProgress,
  type TitleDetails,
  episodeCode,
} from '@unclewatch/core';

import type { CatalogProvider } from '../../../providers/catalog/index';
import { toChatCard } from '../engine/to-card';
import { nearlySame } from '../questions/link-entity';
import type { AskerHistory, AssistantTurn, ChatAnswer, DiaryViewing } from '../types';
import { parseHistoryQuestion, type HistoryQuestion } from './history-questions';

/** A title the recogniser knows by an exact name (the engine's lookups), for the last try. */
export type TitleByName = (folded: string) => { type: MediaType; id: number } | undefined;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
const named = (t: TitleDetails) => {
  const year = yearOf(t);
  return year ? `${titleOf(t)} (${year})` : titleOf(t);
};
const dayOf = (instant: string | null) => (instant ? instant.slice(0, 10) : '');

/** What the asker has of one title: its diary entries (newest first) and, for a show, progress. */
interface Held {
  diary: DiaryViewing[];
  progress?: ShowProgress;
}

/**
 * Answers questions about the asker's own history from their own data (issue #45): the diary
 * for films and shows logged as a whole, episode progress for shows. A visitor is asked to sign
 * in; a show's totals are never given as the asker's count.
 */
export class HistoryAnswers {
  constructor(
    private readonly catalog: CatalogProvider,
    private readonly titleByName: TitleByName = () => undefined,
  ) {}

  /** The answer, or null when the message is not such a question (or names no title). */
  async answer(turn: AssistantTurn): Promise<ChatAnswer | null> {
    const question = parseHistoryQuestion(turn.message);
    if (!question) return null;
    const history = turn.signedIn ? (turn.history ?? null) : null;
    const title = await this.findTitle(question, turn, history);
    // "Have I seen anything by Nolan?" names no title: the engine reads it.
    if (!title && question.vague) return null;
    if (!title) {
      if (!question.subject) return this.reply(turn, 'Which title do you mean?');
      return this.reply(turn, `I couldn't find a title called “${question.subject}”.`);
    }
    const name = named(title);
    const isShow = title.media_type === 'tv';
    if (!history) return this.reply(turn, signInText(question, name, isShow), title);
    const held = await this.held(history, isShow ? 'tv' : 'movie', title.id);
    const text = isShow
      ? await this.aboutShow(question, title, name, held, history)
      : aboutFilm(name, held.diary);
    return this.reply(turn, text, title);
  }

  private async held(history: AskerHistory, type: MediaType, id: number): Promise<Held> {
    const [diary, progress] = await Promise.all([
      history.diary(),
      type === 'tv' ? history.progress() : Promise.resolve(null),
    ]);
    const mine = diary
      .filter((d) => d.type === type && d.id === id)
      .sort((a, b) => b.date.localeCompare(a.date));
    const show = progress?.shows.find((s) => s.id === id);
    return { diary: mine, ...(show ? { progress: show } : {}) };
  }

  /** The title asked about: the conversation's for "it", else by name (what the asker has first). */
  private async findTitle(
    q: HistoryQuestion,
    turn: AssistantTurn,
    history: AskerHistory | null,
  ): Promise<TitleDetails | null> {
    if (!q.subject) {
      const focus = turn.state.focus?.title;
      return focus ? this.catalog.details(focus.type, focus.id) : null;
    }
    // "How many episodes of in a class of her own…": the name as asked, then without "of".
    // "Did I ever watch Paradise Now?": the longest name first ("now" may be part of it),
    // then without the words after it; and "… of in a class of her own" without "of".
    const tries = [
      ...new Set([
        ...[...(q.longer ?? [])].reverse(),
        q.subject,
        q.subject.replace(/^(?:of|in|from) /, ''),
      ]),
    ];
    let pick: TitleSummary | undefined;
    for (const exactOnly of [true, false]) {
      for (const subject of tries) {
        pick = await this.byName(subject, q, history, exactOnly);
        if (pick) break;
      }
      if (pick) break;
    }
    // A title the recogniser knows by exactly this name goes before a near one ("Tank" is
    // not "The Tank"), and stands in when the search has none.
    const known = q.vague ? undefined : this.titleByName(foldText(q.subject));
    const exactly = pick && tries.some((t) => foldText(titleOf(pick)) === foldText(t));
    if (known && !exactly && (!q.type || known.type === q.type))
      return this.catalog.details(known.type, known.id);
    return pick ? this.catalog.details(pick.media_type as MediaType, pick.id) : null;
  }

  /** The search result named `subject` exactly (else nearly); of two, the one the asker watched. */
  private async byName(
    subject: string,
    { type, prefer, vague }: HistoryQuestion,
    history: AskerHistory | null,
    exactOnly: boolean,
  ): Promise<TitleSummary | undefined> {
    const found = await this.catalog.search(subject, 1).catch(() => null);
    const results = (found?.results ?? []).filter(
      (r) =>
        (r.media_type === 'movie' || r.media_type === 'tv') && (!type || r.media_type === type),
    );
    const bare = (s: string) => foldText(s).replace(/^(?:the|a|an) /, '');
    const asked = bare(subject);
    // The name as asked before one without its article ("Tank" before "The Tank"), and the
    // type the words suggest first.
    const rank = (r: TitleSummary) =>
      (foldText(titleOf(r)) === foldText(subject) ? 0 : 2) +
      (prefer && r.media_type !== prefer ? 1 : 0);
    const exact = results
      .filter(
        (r) =>
          bare(titleOf(r)) === asked || bare(r.original_title ?? r.original_name ?? '') === asked,
      )
      .sort((a, b) => rank(a) - rank(b));
    if ((vague || exactOnly) && exact.length === 0) return undefined;
    const pick = exact[0] ?? results.find((r) => nearlySame(subject, titleOf(r)));
    if (exact.length < 2 || !history) return pick;
    // Two titles share the name: the one the asker watched is the one they mean.
    const [diary, progress] = await Promise.all([history.diary(), history.progress()]);
    const mine = new Set([
      ...diary.map((d) => `${d.type}:${d.id}`),
      ...(progress?.shows ?? []).filter((s) => s.watched > 0).map((s) => `tv:${s.id}`),
    ]);
    return exact.find((r) => mine.has(`${r.media_type}:${r.id}`)) ?? pick;
  }

  private async aboutShow(
    q: HistoryQuestion,
    show: TitleDetails,
    name: string,
    held: Held,
    history: AskerHistory,
  ): Promise<string> {
    if (q.season !== undefined) return this.aboutSeason(q, show, name, history);
    const p = held.progress;
    const whole = held.diary[0];
    const loggedWhole = whole
      ? `your diary has the whole show as watched on ${whole.date}${held.diary.length > 1 ? ` (${times(held.diary.length)} in all)` : ''}`
      : '';
    if (!p || p.watched === 0) {
      if (whole) return `You haven't marked any episode of ${name}, but ${loggedWhole}.`;
      if (q.kind === 'episodes') return `You haven't watched any episode of ${name} yet.`;
      return `No: you haven't marked any episode of ${name}, and it isn't in your diary.`;
    }
    const episodes = `${show.status === 'Ended' || show.status === 'Canceled' ? '' : 'aired '}episodes of ${name}`;
    const of = `${p.watched} of ${p.aired} ${episodes}`;
    const last = dayOf(p.lastWatchedAt);
    const next = p.next
      ? `next: ${episodeCode(p.next.season, p.next.episode)}${p.next.name ? ` “${p.next.name}”` : ''}`
      : '';
    if (p.status === 'completed') {
      const all = `all ${p.aired} ${episodes}`;
      if (q.kind === 'episodes')
        return `You've watched ${all}${last ? `, the last on ${last}` : ''}.`;
      return `Yes: you've watched ${all}${last ? ` (the last on ${last})` : ''}.`;
    }
    const dropped = p.chosen === 'dropped' ? ' You dropped it.' : '';
    const rest = `${next ? `; ${next}` : ''}.${dropped}`;
    if (q.kind === 'episodes') return `You've watched ${of}${rest}`;
    if (q.kind === 'finished') return `Not yet: you've watched ${of}${rest}`;
    return `Yes, partly: you've watched ${of}${last ? `, the last on ${last}` : ''}${rest}`;
  }

  private async aboutSeason(
    q: HistoryQuestion,
    show: TitleDetails,
    name: string,
    history: AskerHistory,
  ): Promise<string> {
    const n = q.season!;
    const [season, watched] = await Promise.all([
      this.catalog.season(show.id, n),
      history.episodes(show.id),
    ]);
    if (!season) return `The episode data has no season ${n} of ${name}.`;
    const today = new Date().toISOString().slice(0, 10);
    const aired = season.episodes.filter((e) => hasAired(e.air_date, today));
    const seen = new Set(watched.filter((w) => w.season === n).map((w) => w.episode));
    const done = aired.filter((e) => seen.has(e.episode_number)).length;
    const of = `${done} of ${aired.length} aired episodes of season ${n} of ${name}`;
    // "How many …?" is answered plainly; "did I finish / have I seen …?" with yes or no first.
    const say = (yes: string, body: string) =>
      q.kind === 'episodes' ? `${body[0]!.toUpperCase()}${body.slice(1)}` : `${yes}: ${body}`;
    if (done === 0)
      return say(
        'No',
        `you've watched none of the ${plural(aired.length, 'aired episode')} of season ${n} of ${name}.`,
      );
    if (done === aired.length) return say('Yes', `you've watched all ${of}.`);
    const next = aired.find((e) => !seen.has(e.episode_number));
    const after = next
      ? `; next: ${episodeCode(n, next.episode_number)}${next.name ? ` “${next.name}”` : ''}`
      : '';
    return say(q.kind === 'seen' ? 'Partly' : 'Not yet', `you've watched ${of}${after}.`);
  }

  private reply(turn: AssistantTurn, text: string, title?: TitleDetails): ChatAnswer {
    const { state, message } = turn;
    const focus = title
      ? { ...state.focus, title: { type: title.media_type, id: title.id, title: titleOf(title) } }
      : state.focus;
    return {
      reply: text,
      ...(title ? { cards: [toChatCard(title)] } : {}),
      fromFacts: true,
      state: {
        ...state,
        ...(focus ? { focus } : {}),
        turns: [...state.turns, { from: 'user', text: message }, { from: 'bot', text }],
      },
    };
  }
}

function signInText(q: HistoryQuestion, name: string, show: boolean): string {
  if (q.kind === 'episodes' || (show && q.season !== undefined))
    return `Sign in and mark the episodes you watch, and I can tell you how many episodes of ${name} you've watched.`;
  if (q.kind === 'finished') return `Sign in and I can tell you whether you finished ${name}.`;
  return `Sign in and I can tell you whether you've seen ${name}, from your diary${show ? ' and episodes' : ''}.`;
}

/** A film, from the diary: whether, when and how many times. */
function aboutFilm(name: string, diary: DiaryViewing[]): string {
  if (diary.length === 0) return `No: ${name} isn't in your diary.`;
  const latest = diary[0]!;
  const rated = diary.find((d) => d.rating !== null)?.rating;
  const rating = rated != null ? `, and rated it ${rated}/10` : '';
  if (diary.length === 1) return `Yes: you watched ${name} on ${latest.date}${rating}.`;
  const first = diary[diary.length - 1]!;
  return `Yes: you've watched ${name} ${times(diary.length)}, last on ${latest.date} (first on ${first.date})${rating}.`;
}
