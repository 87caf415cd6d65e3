import type { ImageSubject } from './index';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Splits a title over up to 4 lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  if (lines.length > 4) return [...lines.slice(0, 3), `${lines[3]}…`];
  return lines;
}

/** The title (wrapped) and the year line of a poster or profile placeholder. */
function captions(subject: ImageSubject, w: number, h: number): string {
  const size = 48;
  const lines = wrap(subject.label, 14);
  const startY = h / 2 - ((lines.length - 1) * size * 1.15) / 2;
  const title = lines
    .map(
      (l, i) =>
        `<text x="${w / 2}" y="${startY + i * size * 1.15}" font-size="${size}" font-weight="700">${escapeXml(l)}</text>`,
    )
    .join('');
  const sub = `<text x="${w / 2}" y="${h - size}" font-size="${size * 0.6}" fill-opacity="0.75">${escapeXml(subject.sublabel)}</text>`;
  return `<g fill="#fff" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif">${title}${sub}</g>`;
}

/**
 * A generated poster/backdrop/profile: colours derived from the id, and for posters and
 * profiles the name and year. A backdrop sits behind a page that already shows the title,
 * so it is colour only.
 */
export function placeholderSvg(subject: ImageSubject): string {
  const hue = (subject.seed * 47) % 360;
  const hue2 = (hue + 40) % 360;
  const [w, h] = subject.kind === 'backdrop' ? [1280, 720] : [500, 750];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(subject.label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 28%)"/><stop offset="1" stop-color="hsl(${hue2} 55% 12%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
${subject.kind === 'backdrop' ? '' : captions(subject, w, h)}
</svg>`;
}
