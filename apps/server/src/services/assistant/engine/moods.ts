import { MOVIE_GENRE } from '@unclewatch/core';

/** Moods the assistant reads ("feel-good", "less violent", "mind-bending"), folded. */

const g = MOVIE_GENRE;

export interface Mood {
  /** Genres that make a title fit the mood (ranking boost). */
  boost: number[];
  /** Genres a title must not have. */
  exclude: number[];
  /** Keywords that make a title fit (ranking boost; negative weight lowers it). */
  keywords: string[];
  penaltyKeywords?: string[];
  label: string;
}

const violent = ['violence', 'murder', 'serial killer', 'gore', 'torture', 'massacre', 'revenge'];

export const moods: Record<string, Mood> = {
  'feel good': {
    boost: [g.comedy, g.family, g.romance, g.music, g.animation],
    exclude: [g.horror, g.war],
    keywords: ['friendship', 'love', 'family', 'feel good'],
    label: 'feel-good',
  },
  uplifting: {
    boost: [g.comedy, g.family, g.music, g.drama],
    exclude: [g.horror, g.war],
    keywords: ['inspirational', 'friendship', 'underdog', 'based on true story', 'hope'],
    label: 'uplifting',
  },
  dark: {
    boost: [g.crime, g.thriller, g.horror, g.drama],
    exclude: [g.family, g.animation],
    keywords: ['murder', 'revenge', 'dystopia', 'serial killer', 'corruption'],
    label: 'dark',
  },
  'less violent': {
    boost: [g.comedy, g.family, g.romance, g.drama],
    exclude: [g.horror, g.war, g.crime, g.thriller],
    keywords: [],
    penaltyKeywords: violent,
    label: 'gentler',
  },
  'mind bending': {
    boost: [g.scifi, g.mystery, g.thriller],
    exclude: [],
    keywords: ['time travel', 'dream', 'twist ending', 'parallel world', 'alternate reality'],
    label: 'mind-bending',
  },
  sad: {
    boost: [g.drama, g.romance],
    exclude: [g.comedy],
    keywords: ['tragedy', 'grief', 'death', 'loss'],
    label: 'moving',
  },
  inspiring: {
    boost: [g.drama, g.history, g.documentary],
    exclude: [g.horror],
    keywords: ['based on true story', 'biography', 'inspirational', 'sports'],
    label: 'inspiring',
  },
};

/** Folded phrases that name a mood. */
export const moodPhrases: Record<string, keyof typeof moods> = {
  'feel good': 'feel good',
  feelgood: 'feel good',
  happy: 'feel good',
  cheerful: 'feel good',
  'light hearted': 'feel good',
  lighthearted: 'feel good',
  wholesome: 'feel good',
  cozy: 'feel good',
  uplifting: 'uplifting',
  heartwarming: 'uplifting',
  dark: 'dark',
  gritty: 'dark',
  bleak: 'dark',
  'less violent': 'less violent',
  'not violent': 'less violent',
  'non violent': 'less violent',
  nonviolent: 'less violent',
  'no violence': 'less violent',
  'not too violent': 'less violent',
  gentle: 'less violent',
  'less gory': 'less violent',
  'mind bending': 'mind bending',
  'mind blowing': 'mind bending',
  'mind bender': 'mind bending',
  twisty: 'mind bending',
  trippy: 'mind bending',
  cerebral: 'mind bending',
  sad: 'sad',
  'tear jerker': 'sad',
  tearjerker: 'sad',
  emotional: 'sad',
  inspiring: 'inspiring',
  inspirational: 'inspiring',
  motivational: 'inspiring',
};
