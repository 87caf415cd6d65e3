/** The slice of the Web Speech API that voice search uses. */
export interface SpeechRecognitionLike {
  lang: string;
  maxAlternatives: number;
  interimResults: boolean;
  continuous: boolean;
  onstart: (() => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  start(): void;
  abort(): void;
}

type SpeechRecognitionCtor = new () => SpeechRecognitionLike;

/** The browser's recognizer (standard or webkit-prefixed), or null when there is none. */
export function speechRecognitionOf(win: object): SpeechRecognitionCtor | null {
  const w = win as {
    SpeechRecognition?: SpeechRecognitionCtor;
    webkitSpeechRecognition?: SpeechRecognitionCtor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export interface VoiceSearchHandlers {
  onListening: (listening: boolean) => void;
  onTranscript: (text: string) => void;
}

/**
 * Spec §4: en-US, one result. Returns the running recognizer, or null (after the spec's
 * alert) when the browser has no speech recognition.
 */
export function startVoiceSearch(
  win: Window,
  { onListening, onTranscript }: VoiceSearchHandlers,
): SpeechRecognitionLike | null {
  const Recognition = speechRecognitionOf(win);
  if (!Recognition) {
    win.alert('Voice search not supported');
    return null;
  }
  const recognition = new Recognition();
  recognition.lang = 'en-US';
  recognition.maxAlternatives = 1;
  recognition.interimResults = false;
  recognition.continuous = false;
  recognition.onstart = () => onListening(true);
  recognition.onend = () => onListening(false);
  recognition.onerror = () => onListening(false);
  recognition.onresult = (event) => {
    const text = event.results[0]?.[0]?.transcript?.trim();
    if (text) onTranscript(text);
  };
  recognition.start();
  onListening(true);
  return recognition;
}
