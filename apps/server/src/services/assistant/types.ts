import type { ChatMovieCard, MediaType, Progress, RatingLimits, TitleRef } from '@unclewatch/core';

// The assistant's vocabulary: what a conversation holds, shared by its engine, its model tools
// and the chat service that stores the state.

/** What the overview rewrite knows about a title; all of it comes from the catalogue when the
 * title is known, otherwise from the client. */
export interface OverviewFacts {
  type: MediaType;
  title: string;
  overview: string;
  genres: string[];
  year: number | undefined;
  imdbRating?: number;
  tmdbRating?: number;
}

/** Everything the assistant remembers between turns of one conversation. */
export interface ChatConstraints {
  genres?: number[];
  excludeGenres?: number[];
  languages?: string[];
  countries?: string[];
  yearFrom?: number;
  yearTo?: number;
  minRating?: number;
  type?: MediaType;
  person?: { id: number; name: string; director?: boolean };
  like?: TitleRef & { title: string };
  streaming?: string;
  /** "on my services": the asker's saved services (TMDB provider ids) in their region. */
  services?: SavedServices;
  moods?: string[];
  topic?: string;
  watchlist?: boolean;
  /** Only titles suitable for children ("kids", "family", "my 6 year old"). */
  audience?: 'children';
  /** Runtime limits in minutes: a movie's runtime, a show's episode runtime. */
  maxRuntime?: number;
  minRuntime?: number;
}

export interface ChatTurn {
  from: 'user' | 'bot';
  text: string;
}

/** What the conversation is about now, so "who directed it?" and "what else is she in?" resolve. */
export interface ChatFocus {
  title?: TitleRef & { title: string };
  person?: { id: number; name: string };
}

export interface ChatState {
  constraints: ChatConstraints;
  /** The title and person last talked about (absent in conversations stored before it). */
  focus?: ChatFocus;
  /** Cards already shown for these constraints ("more" skips them), as "type:id". */
  shown: string[];
  /** The last turns, oldest first, bounded by the chat service. */
  turns: ChatTurn[];
}

/** A user's saved watch region and services (issue 33). */
export interface SavedServices {
  region: string;
  ids: number[];
}

/** One diary entry of the asker's: a film, or a show logged as a whole. */
export interface DiaryViewing {
  type: MediaType;
  id: number;
  /** The day watched (YYYY-MM-DD). */
  date: string;
  rating: number | null;
}

/** An episode the asker watched (rewatches once). */
export interface WatchedEpisodeRef {
  season: number;
  episode: number;
}

/**
 * What the signed-in asker has watched (issue #45): their diary and their shows' progress, read
 * when a turn needs them ("have I seen …?", and to leave out what they finished).
 */
export interface AskerHistory {
  diary(): Promise<DiaryViewing[]>;
  progress(): Promise<Progress | null>;
  /** The episodes of one show the asker watched. */
  episodes(showId: number): Promise<WatchedEpisodeRef[]>;
}

/** The signed-in asker's taste (ratings and what they watched), to order what is for them. */
export interface AskerTaste {
  /** What it was learnt from: "3 finished shows and 12 films watched". */
  basis: string;
  /** Their predicted 1–10 rating of each title (null: unknown). */
  predict(refs: readonly TitleRef[]): Promise<(number | null)[]>;
}

/** One message to the assistant, with the conversation so far and who is asking. */
export interface AssistantTurn {
  message: string;
  state: ChatState;
  /** The signed-in user's watchlist, or null when nobody is signed in / no watchlist exists. */
  watchlist: (() => Promise<TitleRef[] | null>) | null;
  signedIn: boolean;
  /** The signed-in user's saved services, for "on my services" (null: none saved). */
  services?: (() => Promise<SavedServices | null>) | null;
  /** The signed-in user's Up next, for "what's next for me in …?" (issue #31). */
  upNext?: (() => Promise<Progress | null>) | null;
  /** The signed-in user's history (null or absent: a visitor, or not available). */
  history?: AskerHistory | null;
  /** The signed-in user's taste, or null without enough history (decision 083). */
  taste?: (() => Promise<AskerTaste | null>) | null;
  /** The asker's rating limits (issue 41): no title above them is recommended. */
  limits?: RatingLimits | null;
}

export interface ChatAnswer {
  reply: string | ChatMovieCard[];
  text?: string;
  /** Cards that go with a text reply (the title a fact is about); older clients ignore them. */
  cards?: ChatMovieCard[];
  /** Set when the answer is a question answered from the catalogue's facts (never a model's). */
  fromFacts?: boolean;
  state: ChatState;
}

export const emptyChatState = (): ChatState => ({ constraints: {}, shown: [], turns: [] });
