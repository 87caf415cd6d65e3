import {
  LanguageModelError,
  type ChatMessage,
  type CompletionRequest,
  type LanguageModel,
} from './index';

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

/** Any OpenAI-compatible chat-completions API (the slice of it we use). */
export class OpenAiCompatibleModel implements LanguageModel {
  readonly available = true;
  readonly name: string;

  constructor(private readonly options: OpenAiCompatibleOptions) {
    this.name = options.model;
  }

  async complete(request: CompletionRequest, signal: AbortSignal): Promise<ChatMessage> {
    const { options } = this;
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
      throw new LanguageModelError(`AI API ${reason}`);
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new LanguageModelError(`AI API answered HTTP ${response.status}`);
    }
    let json: { choices?: { message?: ChatMessage }[] };
    try {
      json = (await response.json()) as typeof json;
    } catch {
      throw new LanguageModelError(
        signal.aborted ? 'AI API timed out' : 'AI API sent invalid JSON',
      );
    }
    const message = json.choices?.[0]?.message;
    if (!message) throw new LanguageModelError('AI API answered without a message');
    return message;
  }
}
