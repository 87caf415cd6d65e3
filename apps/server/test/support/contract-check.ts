import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

import type { OpenApiDocument } from '@unclewatch/core';

import type { DocumentedOperation } from './openapi';

/** A real answer as the contract test saw it. */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * Checks real answers against the document with a JSON Schema 2020-12 validator: the status
 * must be listed for the operation, the body must match that status's schema for its content
 * type, and every header the document lists for it (Retry-After) must be there and valid.
 */
export class ContractChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(doc: OpenApiDocument) {
    addFormats.default(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema({ ...doc, $id: 'openapi' });
  }

  private validator(ref: string): ValidateFunction {
    let fn = this.compiled.get(ref);
    if (!fn) {
      fn = this.ajv.compile({ $ref: ref });
      this.compiled.set(ref, fn);
    }
    return fn;
  }

  /** Problems with one answer; an empty list means it agrees with the document. */
  problems({ method, path, operation }: DocumentedOperation, answer: Answer): string[] {
    const status = String(answer.status);
    const described = operation.responses[status] ?? operation.responses.default;
    if (!described) {
      return [
        `answered ${status}, which the document does not list (it lists ${Object.keys(operation.responses).join(', ')}); ` +
          `declare it in the route's schema.response (see apps/server/src/openapi/access.ts)`,
      ];
    }
    const problems: string[] = [];
    const key = operation.responses[status] ? status : 'default';
    const base = `openapi#/${pointer('paths', path, method.toLowerCase(), 'responses', key)}`;
    for (const header of Object.keys(described.headers ?? {})) {
      const value = answer.headers.get(header);
      if (value === null) problems.push(`${status} came without its ${header} header`);
      else {
        const check = this.validator(`${base}/${pointer('headers', header, 'schema')}`);
        if (!check(Number.isNaN(Number(value)) ? value : Number(value)))
          problems.push(`${header}: ${value} does not match ${this.ajv.errorsText(check.errors)}`);
      }
    }
    const content = described.content ?? {};
    const types = Object.keys(content);
    if (types.length === 0) {
      if (answer.text !== '') problems.push(`${status} is documented without a body but had one`);
      return problems;
    }
    const type = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim();
    if (!types.includes(type)) {
      return [
        ...problems,
        `${status} came as ${type || 'no content type'}, documented: ${types.join(', ')}`,
      ];
    }
    if (type !== 'application/json') return problems;
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return [...problems, `${status} body is not JSON`];
    }
    const check = this.validator(`${base}/${pointer('content', type, 'schema')}`);
    if (!check(body)) {
      const errors = (check.errors ?? [])
        .slice(0, 5)
        .map((e) => `${e.instancePath || '(root)'} ${e.message}`);
      problems.push(`${status} body does not match the document: ${errors.join('; ')}`);
    }
    return problems;
  }
}
