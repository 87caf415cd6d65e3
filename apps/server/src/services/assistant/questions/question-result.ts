import type { TitleRef } from '@unclewatch/core';

import type { ChatConstraints, ChatFocus } from '../types';

/** A question's answer: a sentence (with the cards it is about), or a list to search for. */
export type QuestionResult =
  | { type: 'fact'; text: string; cards: TitleRef[]; focus: ChatFocus }
  | {
      type: 'list';
      constraints: ChatConstraints;
      /** Titles not to show again ("what else …" leaves out the one just talked about). */
      skip: TitleRef[];
      focus: ChatFocus;
      empty: string;
    };
