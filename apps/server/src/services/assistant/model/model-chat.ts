import { foldText, mediaTypeOf, type ChatMovieCard, type TitleRecord } from '@unclewatch/core';

import type { CatalogProvider } from '../../../providers/catalog/index';
import {
  LanguageModelError,
  type ChatMessage,
  type LanguageModel,
} from '../../../providers/llm/index';
import type { AssistantEngine } from '../engine/engine';
import { describeConstraints } from '../engine/describe';
import { matchesConstraints } from '../engine/title-filter';
import type { AssistantTurn, ChatAnswer, ChatConstraints } from '../types';
import { ChatTools, toolDefinitions } from './chat-tools';
import { CHAT_SYSTEM_PROMPT } from './prompts';

const MAX_CARDS = 6;
const MAX_HISTORY = 10;
const MAX_TOOL_ROUNDS = 4;
/**
 * Most tool calls one round may ask for: a real model asks for one to three. More (a hostile
 * or broken endpoint asked for 2,000) fails the turn at once and the built-in engine answers.
 */
export const MAX_TOOL_CALLS_PER_ROUND = 8;

/** Lets other requests run between tool calls (catalogue searches run on the event loop). */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export type ModelReply = Pick<ChatAnswer, 'reply' | 'text'>;

interface ModelAnswer {
  text: string;
  titles: { type: unknown; id: unknown }[];
}

function parseAnswer(content: string): ModelAnswer | string {
  const trimmed = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/```$/, '')
    .trim();
  try {
    const value = JSON.parse(trimmed) as Partial<ModelAnswer>;
    if (value && typeof value === 'object') {
      return {
        text: typeof value.text === 'string' ? value.text : '',
        titles: Array.isArray(value.titles) ? value.titles : [],
      };
    }
  } catch {
    // Not JSON: a plain text answer.
  }
  return content.trim();
}

/**
 * One turn answered by a language model: it chooses titles through tool calls over the
 * catalogue, and the cards are built from tool results only. Null when the model's answer
 * cannot be shown (nothing grounded); throws when the model fails.
 */
export async function modelReply(
  {
    model,
    engine,
    catalog,
    required = {},
    seen = new Set<string>(),
  }: {
    model: LanguageModel;
    engine: AssistantEngine;
    catalog: CatalogProvider;
    /** The conversation's filters as the engine read them (hard: every card must hold them). */
    required?: ChatConstraints;
    /** What the asker has watched (`type:id`): never recommended (issue #45). */
    seen?: ReadonlySet<string>;
  },
  turn: AssistantTurn,
  signal: AbortSignal,
): Promise<ModelReply | null> {
  const hard = hardConstraints(required);
  const tools = new ChatTools(catalog, engine, hard, seen);
  const messages: ChatMessage[] = [
    { role: 'system', content: CHAT_SYSTEM_PROMPT },
    ...(Object.keys(hard).length ? [{ role: 'system' as const, content: requestNote(hard) }] : []),
    ...turn.state.turns.slice(-MAX_HISTORY).map((said): ChatMessage => ({
      role: said.from === 'user' ? 'user' : 'assistant',
      content: said.text,
    })),
    { role: 'user', content: turn.message },
  ];
  for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
    const last = round === MAX_TOOL_ROUNDS;
    const message = await model.complete(
      { messages, tools: toolDefinitions, toolChoice: last ? 'none' : 'auto' },
      signal,
    );
    if (message.tool_calls?.length && !last) {
      if (message.tool_calls.length > MAX_TOOL_CALLS_PER_ROUND)
        throw new LanguageModelError(
          `AI API asked for ${message.tool_calls.length} tool calls in one round`,
        );
      messages.push({
        role: 'assistant',
        content: message.content ?? null,
        tool_calls: message.tool_calls,
      });
      for (const call of message.tool_calls) {
        // The turn's deadline holds inside a round too, not only while the model is asked.
        if (signal.aborted) throw new LanguageModelError('AI API turn ran past its deadline');
        await yieldToEventLoop();
        const content = await tools.run(call.function.name, call.function.arguments);
        messages.push({ role: 'tool', tool_call_id: call.id, content });
      }
      continue;
    }
    return finalAnswer(message.content ?? '', tools, engine, turn.message, hard);
  }
  throw new LanguageModelError('AI API used too many tool rounds');
}

/**
 * The filters every card must hold: all the engine reads except a title to match, the
 * watchlist (they choose the pool through other ports) and a topic (free words).
 */
export function hardConstraints(c: ChatConstraints): ChatConstraints {
  const { like: _l, watchlist: _w, topic: _t, ...hard } = c;
  return hard;
}

async function holds(
  engine: AssistantEngine,
  title: TitleRecord,
  hard: ChatConstraints,
): Promise<boolean> {
  if (!matchesConstraints(title, hard, undefined, engine.records)) return false;
  if (!hard.person) return true;
  const type = mediaTypeOf(title);
  const credits = (await engine.records.credits(hard.person.id)) ?? [];
  return credits.some((c) => c.title.id === title.id && mediaTypeOf(c.title) === type);
}

function requestNote(hard: ChatConstraints): string {
  return `The request as the catalogue's filters read it: ${describeConstraints(hard, false)}. Every title you pick must fit it; discover_titles applies it already.`;
}

/** Cards only from tool results; any other id is dropped, and then the model's text too. */
async function finalAnswer(
  content: string,
  tools: ChatTools,
  engine: AssistantEngine,
  asked: string,
  hard: ChatConstraints,
): Promise<ModelReply | null> {
  const grounded = (text: string) => textIsGrounded(text, tools, engine, asked);
  const answer = parseAnswer(content);
  if (typeof answer === 'string') {
    return answer && grounded(answer) ? { reply: answer.slice(0, 800) } : null;
  }
  const refs = [];
  for (const t of answer.titles) {
    const known = tools.returned.get(`${String(t.type)}:${String(t.id)}`);
    if (!known) continue;
    const [title] = await engine.records.titles([known]);
    // A title that breaks the conversation's filters (not for children, too long…) is dropped.
    if (!title || (await holds(engine, title, hard))) refs.push({ type: known.type, id: known.id });
  }
  const dropped = refs.length < answer.titles.length;
  if (answer.titles.length === 0) {
    const text = answer.text.trim();
    return text && grounded(text) ? { reply: text.slice(0, 800) } : null;
  }
  const cards: ChatMovieCard[] = await engine.cardsFor(refs.slice(0, MAX_CARDS));
  if (cards.length === 0) return null;
  const text =
    !dropped && answer.text.trim() && grounded(answer.text)
      ? answer.text.trim().slice(0, 200)
      : "Here's what I found:";
  return { reply: cards, text };
}

/**
 * A text answer may quote only titles the tools returned or the catalogue knows, and state
 * only numbers (years, runtimes, ratings, counts) that a tool's answer or the user's own
 * message holds ("from the 2010s").
 */
function textIsGrounded(
  text: string,
  tools: ChatTools,
  engine: AssistantEngine,
  asked: string,
): boolean {
  const quoted = [...text.matchAll(/["“*]{1,2}([^"”*]{2,80})["”*]{1,2}/g)].map((m) =>
    foldText(m[1]!),
  );
  const returned = new Set([...tools.returned.values()].map((t) => foldText(t.title)));
  const titlesKnown = quoted.every(
    (q) => returned.has(q) || engine.lookups.titleByName(q) !== undefined,
  );
  return titlesKnown && numbersGrounded(text, [...tools.outputs, asked].join(' '));
}

const numberPattern = /\d+(?:[.,]\d+)*/g;

/** Every number of two or more digits in `text` also stands in `facts` (tool answers). */
export function numbersGrounded(text: string, facts: string): boolean {
  const known = new Set(facts.match(numberPattern) ?? []);
  return (text.match(numberPattern) ?? []).every((n) => n.length < 2 || known.has(n));
}
