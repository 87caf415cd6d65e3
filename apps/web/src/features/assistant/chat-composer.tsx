import { useState, type FormEvent, type KeyboardEvent } from 'react';

interface ChatComposerProps {
  disabled: boolean;
  onSend(text: string): boolean;
}

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({ disabled, onSend }: ChatComposerProps) {
  const [text, setText] = useState('');
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (onSend(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <label htmlFor="assistant-message" className="sr-only">
        Message the assistant
      </label>
      <textarea
        id="assistant-message"
        rows={1}
        maxLength={500}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Ask for a movie or show…"
        className="max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-zinc-300 bg-white px-3 py-2.5 text-zinc-900 placeholder:text-zinc-500 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-400"
      />
      <button
        type="submit"
        disabled={disabled || text.trim() === ''}
        className="min-h-11 rounded-xl bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
      >
        Send
      </button>
    </form>
  );
}
