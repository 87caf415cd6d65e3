// A stand-in language model for the evaluation of LLM mode: it ignores what the user asked,
// calls discover_titles with no filters and search_titles with the user's words, and picks the
// first titles the tools returned. What reaches the user then shows what the assistant service
// itself guarantees whatever a model does (decision 044), not how good a real model is.
import type {
  ChatMessage,
  CompletionRequest,
  LanguageModel,
} from '../../apps/server/src/providers/llm/index';

export class CarelessModel implements LanguageModel {
  readonly available = true;
  readonly name = 'careless-fake';
  private calls = 0;

  async complete(request: CompletionRequest): Promise<ChatMessage> {
    const tools = request.messages.filter((m) => m.role === 'tool');
    if (tools.length === 0) {
      const asked = request.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
      const call = (name: string, args: object) => ({
        id: `call_${++this.calls}`,
        type: 'function' as const,
        function: { name, arguments: JSON.stringify(args) },
      });
      return {
        role: 'assistant',
        content: null,
        tool_calls: [call('discover_titles', {}), call('search_titles', { query: asked })],
      };
    }
    const picked = tools.flatMap((m) => {
      const parsed = JSON.parse(m.content ?? '{}') as { results?: { type: string; id: number }[] };
      return (parsed.results ?? []).slice(0, 3).map(({ type, id }) => ({ type, id }));
    });
    return { role: 'assistant', content: JSON.stringify({ text: 'Here you go:', titles: picked }) };
  }
}
