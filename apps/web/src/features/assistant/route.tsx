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
    <div className="mx-auto flex min-h-[calc(100dvh-4rem)] max-w-3xl flex-col px-4 pt-8 pb-6">
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
        {/* Scrolled to after each reply; its margin keeps it clear of the message box. */}
        <div ref={endRef} className="scroll-mb-28" />
      </section>
      {messages.length === 1 && (
        <div className="mt-4">
          <SuggestedPrompts onPick={send} />
        </div>
      )}
      {/* The message box stays in view at the bottom of the window however long the reply. */}
      <div className="sticky bottom-0 z-10 -mx-4 mt-4 border-t border-zinc-200 bg-white/95 px-4 py-3 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/95">
        <ChatComposer disabled={isWaiting} onSend={send} />
      </div>
    </div>
  );
}
