/** Small HTML helpers for the docs page: the bit of Markdown its descriptions use. */

import { escapeHtml } from '../views/escape-html';

/** `code`, **bold** and [text](/local-or-http-link), on already escaped text. */
export function inlineMarkdown(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(
      /\[([^\]]+)\]\(((?:\/|https?:\/\/)[^)\s]*)\)/g,
      (_m, label: string, href: string) => `<a href="${href}">${label}</a>`,
    );
}

/** Paragraphs and "- " lists; anything else stays text. */
export function markdown(text: string | undefined): string {
  if (!text) return '';
  const blocks: string[] = [];
  let list: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push(`<p>${inlineMarkdown(paragraph.join(' '))}</p>`);
    if (list.length)
      blocks.push(`<ul>${list.map((i) => `<li>${inlineMarkdown(i)}</li>`).join('')}</ul>`);
    paragraph = [];
    list = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') flush();
    else if (line.startsWith('- ')) {
      if (paragraph.length) flush();
      list.push(line.slice(2));
    } else if (list.length) list[list.length - 1] += ` ${line}`;
    else paragraph.push(line);
  }
  flush();
  return blocks.join('\n');
}

/** A stable fragment id for an operation or a schema. */
export const anchor = (...parts: string[]) =>
  parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
