import { foldText, type ChatMovieCard } from '@unclewatch/core';

import { ChatTools, toolDefinitions } from './chat-tools';
import type { EmbeddedAi } from './embedded/embedded-ai';
import type { AiProvider, ChatAnswer, ChatRequestContext, OverviewFacts } from './index';
import {
  AiUpstreamError,
  chatCompletion,
  type ChatCompletionsOptions,
  type ChatMessage,
} from './openai-client';
import { CHAT_SYSTEM_PROMPT, REWRITE_SYSTEM_PROMPT } from './openai-prompts';

export interface OpenAiCompatibleOptions extends ChatCompletionsOptions {
  timeoutMs: number;
  maxToolRounds?: number;
  /** Where failures are reported (never with the key or the user's text). */
  onFailure?: (reason: string) => void;
}

const MAX_CARDS = 6;
const MAX_HISTORY = 10;

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
 * Any OpenAI-compatible chat-completions API. The model chooses titles through tool calls over
 * the catalogue; the server builds the cards from tool results only. On a time-out or an error
 * the embedded engine answers instead.
 */
export class OpenAiCompatibleAi implements AiProvider {
  readonly mode = 'live' as const;
  readonly fingerprint: string;

  constructor(
    private readonly options: OpenAiCompatibleOptions,
    private readonly engine: EmbeddedAi,
  ) {
    this.fingerprint = `live:${options.model}`;
  }

  async rewriteOverview(facts: OverviewFacts): Promise<string> {
    // Failures propagate: the overview service logs them and serves the original overview.
    const message = await chatCompletion(
      this.options,
      {
        messages: [
          { role: 'system', content: REWRITE_SYSTEM_PROMPT },
          { role: 'user', content: JSON.stringify(facts) },
        ],
        maxTokens: 200,
      },
      AbortSignal.timeout(this.options.timeoutMs),
    );
    return (message.content ?? '')
      .trim()
      .replace(/^["“]|["”]$/g, '')
      .slice(0, 600);
  }

  async chat(request: ChatRequestContext): Promise<ChatAnswer> {
    // The engine keeps the conversation's constraints and is the answer when the model fails.
    const offline = await this.engine.chat(request);
    // A question about a title or person is answered from the catalogue's own facts.
    if (offline.fromFacts) return offline;
    try {
      const live = await this.liveChat(request);
      if (!live) return offline;
      const turns = offline.state.turns.slice(0, -1);
      const botText = typeof live.reply === 'string' ? live.reply : (live.text ?? '');
      return {
        ...live,
        state: { ...offline.state, turns: [...turns, { from: 'bot', text: botText }] },
      };
    } catch (error) {
      this.options.onFailure?.((error as Error).message);
      return offline;
    }
  }

  private async liveChat(
    request: ChatRequestContext,
  ): Promise<Pick<ChatAnswer, 'reply' | 'text'> | null> {
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    const tools = new ChatTools(this.engine.catalogProvider, this.engine);
    const messages: ChatMessage[] = [
      { role: 'system', content: CHAT_SYSTEM_PROMPT },
      ...request.state.turns.slice(-MAX_HISTORY).map((turn): ChatMessage => ({
        role: turn.from === 'user' ? 'user' : 'assistant',
        content: turn.text,
      })),
      { role: 'user', content: request.message },
    ];
    const rounds = this.options.maxToolRounds ?? 4;
    for (let round = 0; round <= rounds; round++) {
      const message = await chatCompletion(
        this.options,
        { messages, tools: toolDefinitions, toolChoice: round < rounds ? 'auto' : 'none' },
        signal,
      );
      if (message.tool_calls?.length && round < rounds) {
        messages.push({
          role: 'assistant',
          content: message.content ?? null,
          tool_calls: message.tool_calls,
        });
        for (const call of message.tool_calls) {
          const content = await tools.run(call.function.name, call.function.arguments);
          messages.push({ role: 'tool', tool_call_id: call.id, content });
        }
        continue;
      }
      return this.finalAnswer(message.content ?? '', tools, request.message);
    }
    throw new AiUpstreamError('AI API used too many tool rounds');
  }

  /** Cards only from tool results; any other id is dropped, and then the model's text too. */
  private async finalAnswer(
    content: string,
    tools: ChatTools,
    asked: string,
  ): Promise<Pick<ChatAnswer, 'reply' | 'text'> | null> {
    const answer = parseAnswer(content);
    if (typeof answer === 'string') {
      return answer && this.textIsGrounded(answer, tools, asked)
        ? { reply: answer.slice(0, 800) }
        : null;
    }
    const refs = answer.titles.flatMap((t) => {
      const key = `${String(t.type)}:${String(t.id)}`;
      const known = tools.returned.get(key);
      return known ? [{ type: known.type, id: known.id }] : [];
    });
    const dropped = refs.length < answer.titles.length;
    if (answer.titles.length === 0) {
      const text = answer.text.trim();
      return text && this.textIsGrounded(text, tools, asked) ? { reply: text.slice(0, 800) } : null;
    }
    const cards: ChatMovieCard[] = await this.engine.cardsFor(refs.slice(0, MAX_CARDS));
    if (cards.length === 0) return null;
    const text =
      !dropped && answer.text.trim() && this.textIsGrounded(answer.text, tools, asked)
        ? answer.text.trim().slice(0, 200)
        : "Here's what I found:";
    return { reply: cards, text };
  }

  /**
   * A text answer may quote only titles the tools returned or the catalogue knows, and state
   * only numbers (years, runtimes, ratings, counts) that a tool's answer or the user's own
   * message holds ("from the 2010s").
   */
  private textIsGrounded(text: string, tools: ChatTools, asked: string): boolean {
    const quoted = [...text.matchAll(/["“*]{1,2}([^"”*]{2,80})["”*]{1,2}/g)].map((m) =>
      foldText(m[1]!),
    );
    const returned = new Set([...tools.returned.values()].map((t) => foldText(t.title)));
    const titlesKnown = quoted.every(
      (q) => returned.has(q) || this.engine.lookups.titleByName(q) !== undefined,
    );
    return titlesKnown && numbersGrounded(text, [...tools.outputs, asked].join(' '));
  }
}

const numberPattern = /\d+(?:[.,]\d+)*/g;

/** Every number of two or more digits in `text` also stands in `facts` (tool answers). */
export function numbersGrounded(text: string, facts: string): boolean {
  const known = new Set(facts.match(numberPattern) ?? []);
  return (text.match(numberPattern) ?? []).every((n) => n.length < 2 || known.has(n));
}
