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
  it('prefers the region in use for a movie', () => {
    const all = [source({ name: 'Hulu', region: 'US' }), source({ name: 'Hotstar', region: 'IN' })];
    expect(streamingView('movie', all, 'IN')).toEqual({
      kind: 'sources',
      sources: [source({ name: 'Hotstar', region: 'IN' })],
    });
    expect(streamingView('movie', all, 'US')).toEqual({
      kind: 'sources',
      sources: [source({ name: 'Hulu', region: 'US' })],
    });
  });

  it('shows every region for a movie when the region in use has nothing', () => {
    const all = [source({ region: 'US', type: 'rent' }), source({ name: 'Prime', region: 'GB' })];
    expect(streamingView('movie', all, 'IN')).toEqual({ kind: 'sources', sources: all });
  });

  it("says 'Not available for streaming.' for a movie with no source", () => {
    expect(streamingView('movie', [], 'US')).toEqual({
      kind: 'none',
      note: 'Not available for streaming.',
    });
  });

  it('keeps only subscription and free sources for TV', () => {
    const view = streamingView(
      'tv',
      [source({ type: 'buy' }), source({ name: 'Tubi', type: 'free' }), source({ name: 'Max' })],
      'US',
    );
    expect(view.kind === 'sources' && view.sources.map((s) => s.name)).toEqual(['Tubi', 'Max']);
  });

  it('names the country in use, never a fixed one, for TV without subscription or free sources', () => {
    const us = { kind: 'none', note: 'Unavailable in United States' };
    expect(streamingView('tv', [source({ type: 'rent' })], 'US')).toEqual(us);
    expect(streamingView('tv', [], 'US')).toEqual(us);
    expect(streamingView('tv', [], 'GB')).toEqual({
      kind: 'none',
      note: 'Unavailable in United Kingdom',
    });
    expect(JSON.stringify(streamingView('tv', [], 'DE'))).not.toContain('India');
  });

  it('drops a service listed twice in one region', () => {
    const view = streamingView('movie', [source({}), source({ source_id: 2 })], 'US');
    expect(view.kind === 'sources' && view.sources).toHaveLength(1);
  });
});

describe('streamingLabel', () => {
  it('names the region and the snapshot month', () => {
    expect(streamingLabel(source({ snapshot: '2022-07-26' }))).toBe('Netflix · US · as of 2022-07');
    expect(streamingLabel(source({ region: 'IN' }))).toBe('Netflix · IN');
  });
});
