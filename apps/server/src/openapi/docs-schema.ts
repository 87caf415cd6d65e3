import { escapeHtml } from '../views/escape-html';
import { anchor } from './docs-markup';

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  additionalProperties?: boolean | JsonSchema;
  description?: string;
  format?: string;
  default?: unknown;
  [key: string]: unknown;
};

const REF_PREFIX = '#/components/schemas/';
const MAX_DEPTH = 4;

export const schemaAnchor = (name: string) => anchor('schema', name);

function refLink(ref: string): string {
  const name = ref.startsWith(REF_PREFIX) ? ref.slice(REF_PREFIX.length) : ref;
  return `<a class="ref" href="#${schemaAnchor(name)}">${escapeHtml(name)}</a>`;
}

/** One line naming a schema's type: `string`, `TitleSummary[]`, `"movie" | "tv"`, `number | null`. */
export function typeLabel(schema: JsonSchema | undefined): string {
  if (!schema || Object.keys(schema).length === 0) return 'any';
  if (schema.$ref) return refLink(schema.$ref);
  if (schema.const !== undefined) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (schema.enum) {
    return schema.enum.map((v) => `<code>${escapeHtml(JSON.stringify(v))}</code>`).join(' | ');
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeLabel).join(' | ');
  if (schema.allOf) return schema.allOf.map(typeLabel).join(' &amp; ');
  const types = [schema.type ?? (schema.properties ? 'object' : 'any')].flat();
  return types
    .map((type) => {
      if (type === 'array') return `${typeLabel(schema.items)}[]`;
      if (type === 'string' && schema.format) return `string (${escapeHtml(schema.format)})`;
      return escapeHtml(type);
    })
    .join(' | ');
}

const CONSTRAINTS: [key: string, label: string][] = [
  ['minimum', '≥'],
  ['exclusiveMinimum', '>'],
  ['maximum', '≤'],
  ['exclusiveMaximum', '<'],
  ['minLength', 'min length'],
  ['maxLength', 'max length'],
  ['minItems', 'min items'],
  ['maxItems', 'max items'],
  ['pattern', 'pattern'],
  ['default', 'default'],
];

/** Bounds and defaults, e.g. "≥ 1, ≤ 500, default 1". */
export function constraints(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  return CONSTRAINTS.filter(([key]) => schema[key] !== undefined)
    .map(([key, label]) => {
      const value = schema[key];
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return `${label} <code>${escapeHtml(text)}</code>`;
    })
    .join(', ');
}

/** The object (or array of objects) a property list should show, if any. */
function nested(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties) return schema;
  if (schema.items?.properties) return schema.items;
  const variants = schema.anyOf ?? schema.oneOf ?? [];
  return variants.find((v) => v.properties) ?? variants.find((v) => v.items?.properties)?.items;
}

/** A schema as people read it: its type, then its fields with types and constraints. */
export function renderSchema(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema) return '';
  const head = `<p class="type">${typeLabel(schema)}</p>`;
  const object = nested(schema);
  if (!object?.properties || depth >= MAX_DEPTH) return head;
  const required = new Set(object.required ?? []);
  const rows = Object.entries(object.properties).map(([name, property]) => {
    const notes = [
      required.has(name) ? '<span class="req">required</span>' : 'optional',
      constraints(property),
      property.description ? escapeHtml(property.description) : '',
    ].filter(Boolean);
    const inner = nested(property) && !property.$ref ? renderSchema(property, depth + 1) : '';
    return `<li><code class="name">${escapeHtml(name)}</code> ${typeLabel(property)}
<span class="notes">${notes.join(' · ')}</span>${inner ? `<div class="nested">${inner}</div>` : ''}</li>`;
  });
  return `${object === schema ? '' : head}<ul class="fields">${rows.join('\n')}</ul>`;
}
