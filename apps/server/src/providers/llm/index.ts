/**
 * The language-model port: one chat-completions call. Adapters: `none` (no model configured)
 * and `openai-compatible` (OpenAI, Ollama, vLLM, llama.cpp …), chosen in the composition root.
 * A model is an optional helper of the assistant service (services/assistant), which decides
 * when to ask it and what to do when it fails; no adapter holds another.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: ToolCall[];
  tool_call_id?: string;
}

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface CompletionRequest {
  messages: ChatMessage[];
  tools?: ToolDefinition[];
  /** 'none' asks for a final answer even when tools are offered. */
  toolChoice?: 'auto' | 'none';
  maxTokens?: number;
}

export interface LanguageModel {
  /** False for the `none` adapter: there is no model to ask. */
  readonly available: boolean;
  /** The model's name (cache keys, logs); '' when there is none. */
  readonly name: string;
  /** The first choice's message; rejects with a LanguageModelError (never the key or the body). */
  complete(request: CompletionRequest, signal: AbortSignal): Promise<ChatMessage>;
}

/** A failed or refused call; the message never contains the key or the request body. */
export class LanguageModelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LanguageModelError';
  }
}
