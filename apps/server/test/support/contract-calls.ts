import type { DocumentedOperation } from './openapi';
import type { Answer } from './contract-check';
import { ALWAYS_SENT, BODIES, PARAMETER_VALUES, type Role, type Sample } from './contract-fixtures';

export interface Caller {
  baseUrl: string;
  sample: Sample;
  /** Bearer tokens of the signed-in roles. */
  tokens: Partial<Record<Role, string>>;
}

export interface CallOptions {
  /** Parameter values that replace the valid ones, by name. */
  params?: Record<string, string | number>;
  /** Required query parameters to leave out. */
  omit?: string[];
  /** A JSON value, or raw text with its own content type. */
  body?: unknown;
  raw?: { type: string; text: string };
  headers?: Record<string, string>;
}

const key = (op: DocumentedOperation, name: string) => `${op.path}:${name}`;

/** A valid body for a write route, or a message naming the route that has none. */
export function validBody(caller: Caller, op: DocumentedOperation, role: Role, attempt = 1) {
  if (!op.operation.requestBody) return undefined;
  const body = BODIES[`${op.method} ${op.path}`];
  if (!body)
    throw new Error(
      `The contract test has no valid body for ${op.method} ${op.path}: add one to BODIES in apps/server/test/support/contract-fixtures.ts`,
    );
  return body(caller.sample, role, attempt);
}

/** The valid value of a parameter, or a message naming the parameter that has none. */
export function valueFor(caller: Caller, op: DocumentedOperation, name: string, role: Role) {
  const provider = PARAMETER_VALUES[key(op, name)] ?? PARAMETER_VALUES[name];
  if (!provider)
    throw new Error(
      `The contract test has no value for parameter '${name}' of ${op.method} ${op.path}: ` +
        `add one to PARAMETER_VALUES in apps/server/test/support/contract-fixtures.ts`,
    );
  return provider(caller.sample, role);
}

/** Calls one operation as `role` with valid parameters (unless overridden) and reads the answer. */
export async function call(
  caller: Caller,
  op: DocumentedOperation,
  role: Role,
  options: CallOptions = {},
): Promise<Answer> {
  let path = op.path;
  const query = new URLSearchParams();
  for (const parameter of op.operation.parameters ?? []) {
    const override = options.params?.[parameter.name];
    if (parameter.in === 'path') {
      const value = override ?? valueFor(caller, op, parameter.name, role);
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    } else if (parameter.in === 'query') {
      if (options.omit?.includes(parameter.name)) continue;
      if (override !== undefined) query.set(parameter.name, String(override));
      else if (parameter.required || ALWAYS_SENT[op.path]?.includes(parameter.name))
        query.set(parameter.name, String(valueFor(caller, op, parameter.name, role)));
    }
  }
  const headers = new Headers(options.headers);
  const token = caller.tokens[role];
  if (token && !headers.has('cookie')) headers.set('authorization', `Bearer ${token}`);
  let body: string | undefined;
  if (options.raw) {
    headers.set('content-type', options.raw.type);
    body = options.raw.text;
  } else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const search = query.size > 0 ? `?${query}` : '';
  const response = await fetch(`${caller.baseUrl}${path}${search}`, {
    method: op.method,
    headers,
    body,
    redirect: 'manual',
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}
