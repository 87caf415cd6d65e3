/**
 * A media server's webhook body as one JSON value, whatever its content type says (decision
 * 075): Plex sends multipart with a `payload` part, Emby a form with `data=`, Jellyfin JSON as
 * text/plain. The shape is recognised from the bytes; null when none can be read.
 */
export function readWebhookBody(contentType: string, body: Buffer): unknown {
  const type = contentType.toLowerCase();
  const text = body.toString('utf8');
  const trimmed = text.trimStart();
  if (type.includes('multipart/') || trimmed.startsWith('--')) {
    const part = multipartField(body, boundaryOf(contentType) ?? sniffBoundary(trimmed));
    if (part !== null) return parseJson(part);
  }
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return parseJson(trimmed);
  if (/^(?:[\w.%-]+=[^&]*&)*(?:data|payload)=/i.test(trimmed)) {
    const form = new URLSearchParams(trimmed);
    const value = form.get('data') ?? form.get('payload');
    if (value !== null) return parseJson(value);
  }
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function boundaryOf(contentType: string): string | null {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function sniffBoundary(text: string): string | null {
  const line = text.split(/\r?\n/, 1)[0] ?? '';
  return line.startsWith('--') ? line.slice(2).trim() : null;
}

/** The `payload` (or `data`) field of a multipart body, as text; the thumbnail is skipped. */
function multipartField(body: Buffer, boundary: string | null): string | null {
  if (!boundary) return null;
  const marker = Buffer.from(`--${boundary}`);
  let at = body.indexOf(marker);
  while (at !== -1) {
    const next = body.indexOf(marker, at + marker.length);
    if (next === -1) break;
    const part = body.subarray(at + marker.length, next);
    const headerEnd = part.indexOf('\r\n\r\n');
    const split = headerEnd === -1 ? part.indexOf('\n\n') : headerEnd;
    if (split !== -1) {
      const headers = part.subarray(0, split).toString('utf8');
      if (/name="?(payload|data)"?/i.test(headers)) {
        const content = part.subarray(split + (headerEnd === -1 ? 2 : 4));
        return content.toString('utf8').replace(/\r?\n$/, '');
      }
    }
    at = next;
  }
  return null;
}
