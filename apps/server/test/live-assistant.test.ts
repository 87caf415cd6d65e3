import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chatResponseSchema, type ChatResponse } from '@unclewatch/core';

import { displayTitle, isMovie } from '../src/snapshot/index';
import {
  FAKE_KEYS,
  LIVE_ONLY_MOVIE,
  LIVE_ONLY_PERSON,
  startFakeTmdb,
} from './support/fake-upstreams';
import { useLiveFake } from './support/live-fake';
import { startTestServer, type TestServer } from './support/test-server';

const live = useLiveFake(startFakeTmdb);

/**
 * The built-in assistant with a TMDB key and no language model: what only the live catalogue
 * knows (a 2025 film and its director, both absent from the snapshot) is answered through the
 * catalogue port, and what the snapshot holds is answered as before.
 */
describe('the assistant in live TMDB mode (no LLM)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      TMDB_IMAGE_BASE_URL: 'off',
      TMDB_API_KEY: FAKE_KEYS.tmdbApiKey,
      TMDB_BASE_URL: live.fake.baseUrl,
    });
  });
  afterAll(() => server.close());

  const session = () => `live-${crypto.randomUUID()}`;
  async function ask(message: string, sessionId: string): Promise<ChatResponse> {
    const response = await fetch(`${server.url}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message, sessionId }),
    });
    expect(response.status).toBe(200);
    return chatResponseSchema.parse(await response.json());
  }
  const textOf = (answer: ChatResponse) => {
    expect(typeof answer.reply, JSON.stringify(answer)).toBe('string');
    return answer.reply as string;
  };

  it('says it cannot find the title, without an error, while TMDB is down (nothing kept yet)', async () => {
    live.fake.down = true;
    try {
      const answer = textOf(await ask(`Who directed ${LIVE_ONLY_MOVIE.title}?`, session()));
      expect(answer).not.toContain(LIVE_ONLY_PERSON.name);
    } finally {
      live.fake.down = false;
    }
  });

  it('says who directed and when a title only TMDB knows came out, with its card', async () => {
    const id = session();
    const directed = await ask(`Who directed ${LIVE_ONLY_MOVIE.title}?`, id);
    expect(textOf(directed)).toBe(
      `${LIVE_ONLY_MOVIE.title} (2025) was directed by ${LIVE_ONLY_PERSON.name}.`,
    );
    expect(directed.cards?.map((c) => c.id)).toEqual([LIVE_ONLY_MOVIE.id]);
    expect(textOf(await ask('When did it come out?', id))).toBe(
      `${LIVE_ONLY_MOVIE.title} came out on 14 March 2025.`,
    );
    // "she" is the director the first answer named.
    expect(textOf(await ask('Where was she born?', id))).toBe(
      `${LIVE_ONLY_PERSON.name} was born in ${LIVE_ONLY_PERSON.place_of_birth} on 2 April 1979.`,
    );
    expect(textOf(await ask(`Who is in ${LIVE_ONLY_MOVIE.title}?`, id))).toContain(
      'Tobias Wren (The Keeper)',
    );
    // An actor TMDB has no page for: said plainly, not invented.
    expect(textOf(await ask('Where was he born?', id))).toBe(
      "The catalogue doesn't say where Tobias Wren was born.",
    );
  });

  it('answers where a person only TMDB knows was born, and what they directed', async () => {
    expect(textOf(await ask(`Where was ${LIVE_ONLY_PERSON.name} born?`, session()))).toContain(
      `born in ${LIVE_ONLY_PERSON.place_of_birth}`,
    );
    const films = await ask(`What has ${LIVE_ONLY_PERSON.name} directed?`, session());
    expect(textOf(films)).toBe(
      `${LIVE_ONLY_PERSON.name} directed ${LIVE_ONLY_MOVIE.title} (2025).`,
    );
    expect(films.cards?.map((c) => c.id)).toEqual([LIVE_ONLY_MOVIE.id]);
    expect(textOf(await ask(`Who is ${LIVE_ONLY_PERSON.name}?`, session()))).toContain(
      'is known for directing',
    );
  });

  it('still answers titles the snapshot holds from the snapshot', async () => {
    const movie = live.data
      .listable('movie')
      .filter(isMovie)
      .filter((m) => m.credits?.some((c) => c.job === 'Director'))
      .sort((a, b) => b.vote_count - a.vote_count)[0]!;
    const director = live.data.person(movie.credits!.find((c) => c.job === 'Director')!.personId)!;
    const answer = textOf(await ask(`Who directed ${displayTitle(movie)}?`, session()));
    expect(answer).toContain(director.name);
  });
});
