import http from 'node:http';

/** One chat-completions request as the fake saw it. */
export interface FakeLlmRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string | null; tool_call_id?: string }[];
    tools?: { function: { name: string } }[];
  };
}

/** What the fake answers: a chat message, an HTTP error, or a reply after a delay. */
export type FakeLlmStep =
  | { toolCalls: { name: string; arguments: Record<string, unknown> }[] }
  | { content: string }
  | { status: number }
  | { delayMs: number; content: string };

export interface FakeLlm {
  baseUrl: string;
  requests: FakeLlmRequest[];
  /** Steps answered in order; when they run out, `fallback` answers. */
  script(steps: FakeLlmStep[] | ((request: FakeLlmRequest) => FakeLlmStep)): void;
  close(): Promise<void>;
}

/** A local OpenAI-compatible server (POST /v1/chat/completions) answering scripted steps. */
export async function startFakeLlm(): Promise<FakeLlm> {
  const requests: FakeLlmRequest[] = [];
  let steps: FakeLlmStep[] = [];
  let dynamic: ((request: FakeLlmRequest) => FakeLlmStep) | undefined;
  let callId = 0;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const request: FakeLlmRequest = {
        authorization: req.headers.authorization,
        body: JSON.parse(raw) as FakeLlmRequest['body'],
      };
      requests.push(request);
      const step = dynamic
        ? dynamic(request)
        : (steps.shift() ?? { content: '{"text":"ok","titles":[]}' });
      const answer = (message: Record<string, unknown>) => {
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'chatcmpl-fake', choices: [{ index: 0, message }] }));
      };
      if ('status' in step) {
        res.writeHead(step.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'scripted failure' } }));
      } else if ('delayMs' in step) {
        setTimeout(() => answer({ role: 'assistant', content: step.content }), step.delayMs);
      } else if ('toolCalls' in step) {
        answer({
          role: 'assistant',
          content: null,
          tool_calls: step.toolCalls.map((call) => ({
            id: `call_${++callId}`,
            type: 'function',
            function: { name: call.name, arguments: JSON.stringify(call.arguments) },
          })),
        });
      } else {
        answer({ role: 'assistant', content: step.content });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script(next) {
      if (typeof next === 'function') {
        dynamic = next;
        steps = [];
      } else {
        dynamic = undefined;
        steps = [...next];
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
