import type { OpenApiDocument } from '@unclewatch/core';

import { DOCS_STYLE } from './docs-style';
import { escapeHtml } from '../views/escape-html';
import { anchor, inlineMarkdown, markdown } from './docs-markup';
import { constraints, type JsonSchema, renderSchema, schemaAnchor, typeLabel } from './docs-schema';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}
interface Content {
  [mediaType: string]: { schema?: JsonSchema };
}
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content?: Content; required?: boolean };
  responses?: Record<string, { description?: string; content?: Content; headers?: object }>;
  'x-admin-only'?: boolean;
  'x-provided-by'?: string;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

function access(operation: Operation): string {
  const security = operation.security;
  if (operation['x-admin-only']) return '<span class="badge admin">admin</span>';
  if (!security || security.length === 0) return '';
  if (security.some((s) => Object.keys(s).length === 0))
    return '<span class="badge">optional sign-in</span>';
  return '<span class="badge user">signed in</span>';
}

function parameters(list: Parameter[] | undefined): string {
  if (!list?.length) return '';
  const rows = list.map(
    (p) => `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td>
<td>${typeLabel(p.schema)}</td><td>${p.required ? '<span class="req">required</span>' : 'optional'}</td>
<td>${[constraints(p.schema), escapeHtml(p.description ?? '')].filter(Boolean).join(' · ')}</td></tr>`,
  );
  return `<h4>Parameters</h4><div class="table"><table><thead><tr><th>name</th><th>in</th><th>type</th>
<th></th><th>notes</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

function content(value: Content | undefined): string {
  return Object.entries(value ?? {})
    .map(([type, { schema }]) => `<p class="media">${escapeHtml(type)}</p>${renderSchema(schema)}`)
    .join('');
}

function responses(list: Operation['responses']): string {
  const items = Object.entries(list ?? {}).map(([status, response]) => {
    const headers = Object.keys(response.headers ?? {})
      .map((h) => `<p class="media">header <code>${escapeHtml(h)}</code></p>`)
      .join('');
    const kind = status.startsWith('2') ? 'ok' : 'error';
    return `<li><span class="status ${kind}">${escapeHtml(status)}</span> ${inlineMarkdown(response.description ?? '')}
${headers}${status.startsWith('2') ? content(response.content) : ''}</li>`;
  });
  return `<h4>Responses</h4><ul class="responses">${items.join('\n')}</ul>`;
}

function operationHtml(path: string, method: string, operation: Operation): string {
  const id = anchor('op', method, path);
  const body = operation.requestBody
    ? `<h4>Request body</h4>${content(operation.requestBody.content)}`
    : '';
  return `<details class="operation" id="${id}">
<summary><span class="method ${method}">${method.toUpperCase()}</span> <code class="path">${escapeHtml(path)}</code>
<span class="summary">${escapeHtml(operation.summary ?? operation.description ?? '')}</span> ${access(operation)}</summary>
<div class="body">${operation.summary ? markdown(operation.description) : ''}
${parameters(operation.parameters)}${body}${responses(operation.responses)}</div>
</details>`;
}

/** The document as a page for people: sections by tag, each operation folded open on demand. */
export function renderDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = operations[method] as Operation | undefined;
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, operation)]);
    }
  }
  const sections = [...byTag]
    .map(
      ([tag, ops]) =>
        `<section id="${anchor('tag', tag)}"><h2>${escapeHtml(tag)}</h2>\n${ops.join('\n')}</section>`,
    )
    .join('\n');
  const toc = [...byTag.keys()]
    .map((tag) => `<li><a href="#${anchor('tag', tag)}">${escapeHtml(tag)}</a></li>`)
    .join('');
  const schemas = Object.entries(
    (doc.components as { schemas?: Record<string, JsonSchema> } | undefined)?.schemas ?? {},
  )
    .map(
      ([name, schema]) =>
        // The anchor sits inside the folded part, so following a link to it unfolds it.
        `<details class="operation"><summary><code class="path">${escapeHtml(name)}</code></summary>
<div class="body" id="${schemaAnchor(name)}">${renderSchema(schema)}</div></details>`,
    )
    .join('\n');
  const info = doc.info as { title: string; version: string; description?: string };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)}</title><link rel="icon" href="data:,"><style>${DOCS_STYLE}</style></head>
<body><main>
<h1>${escapeHtml(info.title)} <span class="version">${escapeHtml(info.version)}</span></h1>
<p class="links"><a href="/api/openapi.json">OpenAPI 3.1 document (JSON)</a> · <a href="/">Back to UncleWatch</a></p>
${markdown(info.description)}
<nav aria-label="Sections"><h2>Sections</h2><ul class="toc">${toc}<li><a href="#schemas">Schemas</a></li></ul></nav>
${sections}
<section id="schemas"><h2>Schemas</h2>\n${schemas}</section>
</main></body></html>`;
}
