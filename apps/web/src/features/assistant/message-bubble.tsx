import type { ChatMessage } from './messages';
import { MovieCardList } from './movie-card-list';

export function MessageBubble({ message }: { message: ChatMessage }) {
  const fromUser = message.sender === 'user';
  return (
    <li className={fromUser ? 'flex justify-end' : 'flex justify-start'}>
      <div
        className={
          fromUser
            ? 'max-w-[85%] rounded-2xl rounded-br-sm bg-brand-600 px-4 py-2 text-white'
            : `rounded-2xl rounded-bl-sm bg-zinc-100 px-4 py-2 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100 ${message.isMovieList || message.cards ? 'w-full' : 'max-w-[85%]'}`
        }
      >
        <span className="sr-only">{fromUser ? 'You said:' : 'Assistant said:'}</span>
        {message.text && <p className="whitespace-pre-wrap break-words">{message.text}</p>}
        {message.isMovieList && <MovieCardList movies={message.movies} />}
        {!message.isMovieList && message.cards && <MovieCardList movies={message.cards} />}
      </div>
    </li>
  );
}

export function TypingIndicator() {
  return (
    <li className="flex justify-start">
      <div
        role="status"
        className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-zinc-100 px-4 py-3 dark:bg-zinc-800"
      >
        <span className="sr-only">The assistant is typing…</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden="true"
            style={{ animationDelay: `${delay}ms` }}
            className="h-2 w-2 animate-bounce rounded-full bg-zinc-500 motion-reduce:animate-none dark:bg-zinc-400"
          />
        ))}
      </div>
    </li>
  );
}
