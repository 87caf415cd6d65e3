/** The slice of the OpenAI chat-completions API the adapter uses (also Ollama, vLLM, llama.cpp). */
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
  toolChoice?: 'auto' | 'none';
  maxTokens?: number;
}

export interface ChatCompletionsOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

/** An upstream failure; the message never contains the key or the request body. */
export class AiUpstreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AiUpstreamError';
  }
}

/** One chat-completions call with a deadline; answers the first choice's message. */
export async function chatCompletion(
  options: ChatCompletionsOptions,
  request: CompletionRequest,
  signal: AbortSignal,
): Promise<ChatMessage> {
  const body: Record<string, unknown> = {
    model: options.model,
    messages: request.messages,
    temperature: 0.2,
    max_tokens: request.maxTokens ?? 600,
  };
  if (request.tools?.length) {
    body.tools = request.tools;
    body.tool_choice = request.toolChoice ?? 'auto';
  }
  let response: Response;
  try {
    response = await fetch(`${options.baseUrl}/chat/completions`, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch (error) {
    const reason = signal.aborted ? 'timed out' : `unreachable (${(error as Error).name})`;
    throw new AiUpstreamError(`AI API ${reason}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new AiUpstreamError(`AI API answered HTTP ${response.status}`);
  }
  let json: { choices?: { message?: ChatMessage }[] };
  try {
    json = (await response.json()) as typeof json;
  } catch {
    throw new AiUpstreamError(signal.aborted ? 'AI API timed out' : 'AI API sent invalid JSON');
  }
  const message = json.choices?.[0]?.message;
  if (!message) throw new AiUpstreamError('AI API answered without a message');
  return message;
}
