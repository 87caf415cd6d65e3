import { useEffect, useRef } from 'react';

import { PageHeader } from '#/components/page-header';

import { ChatComposer } from './chat-composer';
import { MessageBubble, TypingIndicator } from './message-bubble';
import { SuggestedPrompts } from './suggested-prompts';
import { useChat } from './use-chat';

export function Component() {
  const { messages, send, isWaiting } = useChat();
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    endRef.current?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'end' });
  }, [messages.length, isWaiting]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col px-4 pt-8 pb-24">
      <PageHeader title="Movie Assistant">
        Ask for movies and shows by genre, language, year, mood or people — or ask about a title or
        a person.
      </PageHeader>
      <section
        aria-label="Conversation"
        className="rounded-2xl border border-zinc-200 bg-white p-3 sm:p-4 dark:border-zinc-800 dark:bg-zinc-950"
      >
        <ol role="log" aria-live="polite" aria-label="Messages" className="flex flex-col gap-3">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
          {isWaiting && <TypingIndicator />}
        </ol>
        <div ref={endRef} />
      </section>
      {messages.length === 1 && (
        <div className="mt-4">
          <SuggestedPrompts onPick={send} />
        </div>
      )}
      <div className="mt-4">
        <ChatComposer disabled={isWaiting} onSend={send} />
      </div>
    </div>
  );
}
