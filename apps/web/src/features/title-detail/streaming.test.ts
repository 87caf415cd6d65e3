// @vitest-environment jsdom
import type { StreamingSource } from '@unclewatch/core';
import { describe, expect, it } from 'vitest';

import { streamingLabel, streamingView } from './streaming';

const source = (over: Partial<StreamingSource>): StreamingSource => ({
  source_id: 1,
  name: 'Netflix',
  type: 'sub',
  region: 'US',
  web_url: null,
  snapshot: null,
  ...over,
});

describe('streamingView', () => {
  it('prefers region IN for a movie', () => {
    const view = streamingView('movie', [
      source({ name: 'Hulu', region: 'US' }),
      source({ name: 'Hotstar', region: 'IN' }),
    ]);
    expect(view).toEqual({ kind: 'sources', sources: [source({ name: 'Hotstar', region: 'IN' })] });
  });

  it('shows every region for a movie when IN has nothing', () => {
    const all = [source({ region: 'US', type: 'rent' }), source({ name: 'Prime', region: 'GB' })];
    expect(streamingView('movie', all)).toEqual({ kind: 'sources', sources: all });
  });

  it("says 'Not available for streaming.' for a movie with no source", () => {
    expect(streamingView('movie', [])).toEqual({
      kind: 'none',
      note: 'Not available for streaming.',
    });
  });

  it('keeps only subscription and free sources for TV', () => {
    const view = streamingView('tv', [
      source({ type: 'buy' }),
      source({ name: 'Tubi', type: 'free' }),
      source({ name: 'Max', type: 'sub' }),
    ]);
    expect(view.kind === 'sources' && view.sources.map((s) => s.name)).toEqual(['Tubi', 'Max']);
  });

  it("says 'Unavailable in India' for TV without subscription or free sources", () => {
    const note = { kind: 'none', note: 'Unavailable in India' };
    expect(streamingView('tv', [source({ type: 'rent' })])).toEqual(note);
    expect(streamingView('tv', [])).toEqual(note);
  });

  it('drops a service listed twice in one region', () => {
    const view = streamingView('movie', [source({}), source({ source_id: 2 })]);
    expect(view.kind === 'sources' && view.sources).toHaveLength(1);
  });
});

describe('streamingLabel', () => {
  it('names the region and the snapshot month', () => {
    expect(streamingLabel(source({ snapshot: '2022-07-26' }))).toBe('Netflix · US · as of 2022-07');
    expect(streamingLabel(source({ region: 'IN' }))).toBe('Netflix · IN');
  });
});
