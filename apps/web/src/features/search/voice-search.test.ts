// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

import { speechRecognitionOf, startVoiceSearch, type SpeechRecognitionLike } from './voice-search';

class FakeRecognition implements SpeechRecognitionLike {
  static last: FakeRecognition | null = null;
  lang = '';
  maxAlternatives = 0;
  interimResults = true;
  continuous = true;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: SpeechRecognitionLike['onerror'] = null;
  onresult: SpeechRecognitionLike['onresult'] = null;
  start = vi.fn(() => {
    FakeRecognition.last = this;
  });
  abort = vi.fn();
}

describe('voice search', () => {
  it('finds the standard or the webkit recognizer', () => {
    expect(speechRecognitionOf({})).toBeNull();
    expect(speechRecognitionOf({ webkitSpeechRecognition: FakeRecognition })).toBe(FakeRecognition);
    expect(speechRecognitionOf({ SpeechRecognition: FakeRecognition })).toBe(FakeRecognition);
  });

  it("alerts 'Voice search not supported' when there is none", () => {
    const win = { alert: vi.fn() } as unknown as Window;
    expect(startVoiceSearch(win, { onListening: vi.fn(), onTranscript: vi.fn() })).toBeNull();
    expect(win.alert).toHaveBeenCalledWith('Voice search not supported');
  });

  it('listens in en-US for one result and hands over the transcript', () => {
    const win = { SpeechRecognition: FakeRecognition, alert: vi.fn() } as unknown as Window;
    const onListening = vi.fn();
    const onTranscript = vi.fn();
    startVoiceSearch(win, { onListening, onTranscript });
    const rec = FakeRecognition.last!;
    expect([rec.lang, rec.maxAlternatives, rec.continuous]).toEqual(['en-US', 1, false]);
    expect(onListening).toHaveBeenLastCalledWith(true);
    rec.onresult!({ results: [[{ transcript: ' heat ' }]] });
    expect(onTranscript).toHaveBeenCalledWith('heat');
    rec.onend!();
    expect(onListening).toHaveBeenLastCalledWith(false);
  });
});
