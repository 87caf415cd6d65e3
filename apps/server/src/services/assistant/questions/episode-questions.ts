import { foldText } from '@unclewatch/core';

/**
 * Questions about a show's episodes (issue #31), read before the engine's other questions:
 * "what's next for me in Breaking Bad?", "who directed Breaking Bad season 5 episode 14?",
 * "how many episodes does Severance have?". `show` is the show's name as asked (folded).
 */
export type EpisodeQuestion =
  | { kind: 'next'; show: string }
  | { kind: 'crew'; job: 'Director' | 'Writer'; show: string; season: number; episode: number }
  | { kind: 'count'; show: string; season?: number };

const CODE = String.raw`s(\d{1,3}) ?e(\d{1,4})`;
const SEASON_EPISODE = String.raw`season (\d{1,3}),? (?:episode|ep) (\d{1,4})`;
const DIRECTED = String.raw`(directed|direct|wrote|write|was the director of|was the writer of)`;

const jobOf = (verb: string): 'Director' | 'Writer' => (/dir/.test(verb) ? 'Director' : 'Writer');

const crew = (verb: string, show: string, season: string, episode: string) => ({
  kind: 'crew' as const,
  job: jobOf(verb),
  show: show.trim(),
  season: Number(season),
  episode: Number(episode),
});

/** The patterns, most specific first; each gives a question or nothing. */
const readers: ((text: string) => EpisodeQuestion | null)[] = [
  (t) => {
    const m = new RegExp(
      `^who ${DIRECTED} (?:episode (\\d{1,4}) of season (\\d{1,3})|${SEASON_EPISODE}|${CODE}) of (.+)$`,
    ).exec(t);
    if (!m) return null;
    const [season, episode] = m[2] ? [m[3]!, m[2]] : m[4] ? [m[4], m[5]!] : [m[6]!, m[7]!];
    return crew(m[1]!, m[8]!, season, episode);
  },
  (t) => {
    const m = new RegExp(`^who ${DIRECTED} (.+?),? (?:${SEASON_EPISODE}|${CODE})$`).exec(t);
    if (!m) return null;
    return crew(m[1]!, m[2]!, m[3] ?? m[5]!, m[4] ?? m[6]!);
  },
  (t) => {
    const m =
      /^(?:what(?: is|s)|whats) next (?:for me )?(?:in|on|of|with|for) (.+)$/.exec(t) ??
      /^what(?: episode)? (?:am i (?:up to|on)|should i watch next|do i watch next) (?:in|on|of|with|for) (.+)$/.exec(
        t,
      ) ??
      /^where am i (?:up to )?(?:in|on|with) (.+)$/.exec(t) ??
      /^(?:my )?next episode (?:of|in|for) (.+)$/.exec(t);
    return m ? { kind: 'next', show: m[1]!.trim() } : null;
  },
  (t) => {
    const m =
      /^how many episodes (?:are there |are )?in season (\d{1,3}) of (.+)$/.exec(t) ??
      /^how many episodes (?:does|has|did) (.+?) season (\d{1,3}) (?:have|has|had)$/.exec(t);
    if (!m) return null;
    const [season, show] = /^\d/.test(m[1]!) ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
    return { kind: 'count', show: show.trim(), season: Number(season) };
  },
  (t) => {
    const m =
      /^how many episodes (?:does|did|has|have) (.+?)(?: got| have| has| had)?$/.exec(t) ??
      // "How many episodes of X are there?" is the engine's seasons question: left to it.
      /^how many episodes (?:are there |are )?(?:in|of) (?!.* (?:are|is) there$)(.+)$/.exec(t) ??
      /^how many episodes (?:is|was) (.+)$/.exec(t);
    return m ? { kind: 'count', show: m[1]!.trim() } : null;
  },
];

/** Reads an episode question, or null when the message is not one. */
export function parseEpisodeQuestion(message: string): EpisodeQuestion | null {
  const text = foldText(message)
    .replace(/[’']/g, '')
    .replace(/[?!.]+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  for (const read of readers) {
    const question = read(text);
    if (question && question.show) {
      const show = question.show.replace(/^(?:the (?:show|series) )/, '');
      return { ...question, show };
    }
  }
  return null;
}
