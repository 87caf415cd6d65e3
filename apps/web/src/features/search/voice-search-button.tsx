import { useEffect, useRef, useState } from 'react';

import { startVoiceSearch, type SpeechRecognitionLike } from './voice-search';

function MicIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
    </svg>
  );
}

/** Spec §4: speech recognition in en-US; red while listening, pulsing unless motion is reduced. */
export function VoiceSearchButton({ onTranscript }: { onTranscript: (text: string) => void }) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  useEffect(() => () => recognition.current?.abort(), []);

  function toggle() {
    if (listening) {
      recognition.current?.abort();
      setListening(false);
      return;
    }
    recognition.current = startVoiceSearch(window, { onListening: setListening, onTranscript });
  }

  return (
    <>
      <button
        type="button"
        aria-label="Voice search"
        aria-pressed={listening}
        onClick={toggle}
        className={`grid size-11 flex-none place-items-center rounded-full transition-colors ${
          listening
            ? 'animate-pulse bg-red-600 text-white motion-reduce:animate-none'
            : 'bg-zinc-100 text-zinc-700 hover:bg-zinc-200 dark:bg-zinc-800 dark:text-zinc-200 dark:hover:bg-zinc-700'
        }`}
      >
        <MicIcon />
      </button>
      <span role="status" className="sr-only">
        {listening ? 'Listening…' : ''}
      </span>
    </>
  );
}
