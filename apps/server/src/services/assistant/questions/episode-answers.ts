import {
  foldText,
  hasAired,
  type Progress,
  type SeasonDetails,
  type TitleDetails,
  episodeCode,
} from '@unclewatch/core';

import type { CatalogProvider } from '../../../providers/catalog/index';
import { toChatCard } from '../engine/to-card';
import type { AssistantTurn, ChatAnswer } from '../types';
import { nearlySame } from './link-entity';
import { parseEpisodeQuestion, type EpisodeQuestion } from './episode-questions';

/** The signed-in user's Up next, for "what's next for me in …?". */
export type UpNextReader = () => Promise<Progress | null>;

const quoted = (name: string) => (name ? ` “${name}”` : '');
const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const list = (names: string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * Answers episode questions from the episode data through the catalogue port (the store
 * offline, TMDB's seasons live): only what a season holds is said, never a guess.
 */
export class EpisodeAnswers {
  constructor(
    private readonly catalog: CatalogProvider,
    private readonly today: () => string = () => new Date().toISOString().slice(0, 10),
  ) {}

  /** The answer to an episode question, or null when the message is not one. */
  async answer(turn: AssistantTurn): Promise<ChatAnswer | null> {
    const question = parseEpisodeQuestion(turn.message);
    if (!question) return null;
    const show = await this.findShow(question.show);
    // A count the episode data cannot give is left to the engine (the show's own totals).
    if (question.kind === 'count' && !show?.seasons?.length) return null;
    if (!show) return this.reply(turn, `I couldn't find a TV show called “${question.show}”.`);
    const text =
      question.kind === 'count'
        ? await this.episodeCount(show, question.season)
        : question.kind === 'crew'
          ? await this.crew(show, question)
          : await this.next(show, turn);
    return text === null ? null : this.reply(turn, text, show);
  }

  private async findShow(asked: string): Promise<TitleDetails | null> {
    const found = await this.catalog.search(asked, 1).catch(() => null);
    const shows = (found?.results ?? []).filter(
      (r): r is typeof r & { media_type: 'tv'; id: number } => r.media_type === 'tv',
    );
    const exact = shows.find((r) => foldText(r.name ?? '') === asked);
    const close = exact ?? shows.find((r) => nearlySame(asked, r.name ?? ''));
    return close ? this.catalog.details('tv', close.id) : null;
  }

  private async seasons(show: TitleDetails, numbers: number[]) {
    const answers = await Promise.all(numbers.map((n) => this.catalog.season(show.id, n)));
    return answers.filter((s): s is SeasonDetails => s !== null);
  }

  private async episodeCount(show: TitleDetails, only?: number): Promise<string | null> {
    const name = show.name ?? '';
    const listed = (show.seasons ?? []).map((s) => s.season_number);
    if (only !== undefined && !listed.includes(only))
      return `The episode data has no season ${only} of ${name}.`;
    const numbers = only !== undefined ? [only] : listed.filter((n) => n >= 1);
    const seasons = await this.seasons(show, numbers);
    if (seasons.length === 0) return null;
    const today = this.today();
    const episodes = seasons.flatMap((s) => s.episodes);
    const aired = episodes.filter((e) => hasAired(e.air_date, today)).length;
    const airedNote = aired === episodes.length ? '' : `; ${aired} of them have aired`;
    if (only !== undefined)
      return `Season ${only} of ${name} has ${count(episodes.length, 'episode')}${airedNote}.`;
    const perSeason = seasons.map((s) => `${s.episodes.length}`).join(' + ');
    const specials = listed.includes(0) ? ' Specials (season 0) are not counted.' : '';
    return (
      `${name} has ${count(episodes.length, 'episode')} in ${count(seasons.length, 'season')}` +
      `${seasons.length > 1 ? ` (${perSeason})` : ''}${airedNote}.${specials}`
    );
  }

  private async crew(
    show: TitleDetails,
    q: Extract<EpisodeQuestion, { kind: 'crew' }>,
  ): Promise<string> {
    const name = show.name ?? '';
    const season = await this.catalog.season(show.id, q.season);
    if (!season) return `The episode data has no season ${q.season} of ${name}.`;
    const episode = season.episodes.find((e) => e.episode_number === q.episode);
    if (!episode)
      return `Season ${q.season} of ${name} has ${count(season.episodes.length, 'episode')}; there is no episode ${q.episode}.`;
    const label = `${name} ${episodeCode(q.season, q.episode)}${quoted(episode.name)}`;
    const people = [
      ...new Set(
        episode.crew
          .filter((c) => (q.job === 'Director' ? c.job === 'Director' : c.department === 'Writing'))
          .map((c) => c.name),
      ),
    ];
    const verb = q.job === 'Director' ? 'directed' : 'written';
    if (people.length === 0)
      return `The episode data doesn't say who ${q.job === 'Director' ? 'directed' : 'wrote'} ${label}.`;
    return `${label} was ${verb} by ${list(people)}.`;
  }

  private async next(show: TitleDetails, turn: AssistantTurn): Promise<string> {
    const name = show.name ?? '';
    if (!turn.signedIn || !turn.upNext)
      return `Sign in and mark the episodes of ${name} you have seen, and I can tell you what's next.`;
    const progress = await turn.upNext();
    const mine = progress?.shows.find((s) => s.id === show.id);
    if (!mine || mine.watched === 0) {
      const first = (await this.catalog.season(show.id, 1))?.episodes[0];
      return first
        ? `You haven't marked any episode of ${name} yet: it starts with ${episodeCode(1, first.episode_number)}${quoted(first.name)}.`
        : `You haven't marked any episode of ${name} yet.`;
    }
    const done = `${mine.watched} of ${mine.aired} aired episodes watched`;
    if (mine.status === 'completed') return `You're all caught up on ${name}: ${done}.`;
    if (!mine.next) return `No aired episode of ${name} comes after your last one (${done}).`;
    const aired = mine.next.air_date ? `, aired ${mine.next.air_date}` : '';
    return `Next in ${name}: ${episodeCode(mine.next.season, mine.next.episode)}${quoted(mine.next.name)}${aired} (${done}).`;
  }

  private reply(turn: AssistantTurn, text: string, show?: TitleDetails): ChatAnswer {
    const { state, message } = turn;
    const focus = show
      ? { ...state.focus, title: { type: 'tv' as const, id: show.id, title: show.name ?? '' } }
      : state.focus;
    return {
      reply: text,
      ...(show ? { cards: [toChatCard(show)] } : {}),
      fromFacts: true,
      state: {
        ...state,
        ...(focus ? { focus } : {}),
        turns: [...state.turns, { from: 'user', text: message }, { from: 'bot', text }],
      },
    };
  }
}
