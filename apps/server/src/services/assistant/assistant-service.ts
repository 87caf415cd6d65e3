import type { CatalogProvider } from '../../providers/catalog/index';
import type { LanguageModel } from '../../providers/llm/index';
import type { AssistantEngine } from './engine/engine';
import { embeddedRewrite } from './engine/rewrite';
import { HistoryAnswers } from './history/history-answers';
import { titlesSeen } from './history/seen-titles';
import { modelReply } from './model/model-chat';
import { REWRITE_SYSTEM_PROMPT } from './model/prompts';
import { EpisodeAnswers } from './questions/episode-answers';
import type { AssistantTurn, ChatAnswer, OverviewFacts } from './types';

export interface AssistantLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface AssistantOptions {
  /** The whole model turn's deadline, tool rounds included. */
  timeoutMs: number;
}

/**
 * The movie assistant: the built-in engine understands every turn and answers questions from
 * the catalogue's facts; a language model, when one is configured, answers the rest
 * (recommendations, chat) through tools over the catalogue, and the engine's answer stands in
 * whenever the model fails, times out or says something the tools did not ground.
 */
export class AssistantService {
  readonly mode: 'embedded' | 'live';
  /** A short stable tag that changes when answers would change (cache keys). */
  readonly fingerprint: string;
  private readonly episodes: EpisodeAnswers;
  private readonly history: HistoryAnswers;

  constructor(
    private readonly engine: AssistantEngine,
    private readonly catalog: CatalogProvider,
    private readonly model: LanguageModel,
    private readonly log: AssistantLogger,
    private readonly options: AssistantOptions,
  ) {
    this.mode = model.available ? 'live' : 'embedded';
    this.fingerprint = model.available ? `live:${model.name}` : 'embedded-3';
    this.episodes = new EpisodeAnswers(catalog);
    this.history = new HistoryAnswers(catalog, (folded) => engine.lookups.titleByName(folded));
  }

  async chat(turn: AssistantTurn): Promise<ChatAnswer> {
    // "Have I seen …?" is answered from the asker's own history (issue #45), model or not.
    const mine = await this.history.answer(turn);
    if (mine) return mine;
    // Episode questions are answered from the episode data (issue #31), model or not.
    const episodes = await this.episodes.answer(turn);
    if (episodes) return episodes;
    // The engine keeps the conversation's constraints and is the answer when the model fails.
    const offline = await this.engine.chat(turn);
    // A question about a title or person is answered from the catalogue's own facts.
    if (offline.fromFacts || !this.model.available) return offline;
    try {
      const live = await modelReply(
        {
          model: this.model,
          engine: this.engine,
          catalog: this.catalog,
          required: offline.state.constraints,
          seen: await titlesSeen(turn.history),
        },
        turn,
        AbortSignal.timeout(this.options.timeoutMs),
      );
      if (!live) return offline;
      const turns = offline.state.turns.slice(0, -1);
      const botText = typeof live.reply === 'string' ? live.reply : (live.text ?? '');
      // The cards the user saw are the model's: "more" skips them, "shorter" compares with them.
      const key = (c: { type: string; id: number }) => `${c.type}:${c.id}`;
      const engineCards = new Set(Array.isArray(offline.reply) ? offline.reply.map(key) : []);
      const shown = [
        ...offline.state.shown.filter((k) => !engineCards.has(k)),
        ...(Array.isArray(live.reply) ? live.reply.map(key) : []),
      ];
      return {
        ...live,
        state: { ...offline.state, shown, turns: [...turns, { from: 'bot', text: botText }] },
      };
    } catch (error) {
      this.log.warn(
        { reason: (error as Error).message, model: this.model.name },
        'AI chat failed; the embedded engine answered',
      );
      return offline;
    }
  }

  /** A teaser for the title, or '' when there is nothing honest to say. Throws on failure. */
  async rewriteOverview(facts: OverviewFacts): Promise<string> {
    if (!this.model.available) return embeddedRewrite(facts);
    // Failures propagate: the overview service logs them and serves the original overview.
    const message = await this.model.complete(
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
}
