import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import { sendChatMessage } from './api/send-chat-message';
import { FAILURE, GREETING, newSessionId, type ChatMessage } from './messages';

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type NewMessage = WithoutId<ChatMessage>;

/** The conversation on this page: messages, the pending state and `send`. */
export function useChat() {
  const [sessionId] = useState(newSessionId);
  const nextId = useRef(1);
  const [messages, setMessages] = useState<ChatMessage[]>([
    { id: 0, sender: 'bot', isMovieList: false, text: GREETING },
  ]);
  const add = (message: NewMessage) =>
    setMessages((list) => [...list, { ...message, id: nextId.current++ }]);

  const mutation = useMutation({
    mutationFn: (message: string) => sendChatMessage({ message, sessionId }),
    onSuccess: (answer) => {
      if (typeof answer.reply === 'string') {
        const cards = answer.cards?.length ? { cards: answer.cards } : {};
        add({ sender: 'bot', isMovieList: false, text: answer.reply, ...cards });
      } else {
        add({ sender: 'bot', isMovieList: true, text: answer.text, movies: answer.reply });
      }
    },
    onError: () => add({ sender: 'bot', isMovieList: false, text: FAILURE }),
  });

  const send = (text: string) => {
    const message = text.trim();
    if (!message || mutation.isPending) return false;
    add({ sender: 'user', isMovieList: false, text: message });
    mutation.mutate(message);
    return true;
  };

  return { messages, send, isWaiting: mutation.isPending };
}
