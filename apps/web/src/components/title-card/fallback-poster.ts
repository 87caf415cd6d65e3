/** The default poster (spec §3) as a data URI: no request, never fails to load. */
export const FALLBACK_POSTER =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 450"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#27272a"/><stop offset="1" stop-color="#4c0519"/></linearGradient></defs><rect width="300" height="450" fill="url(#g)"/><g fill="none" stroke="#fb7185" stroke-width="8" opacity=".7"><rect x="105" y="170" width="90" height="70" rx="10"/><path d="m195 195 30-18v56l-30-18"/></g><text x="150" y="290" fill="#d4d4d8" font-family="system-ui,sans-serif" font-size="22" text-anchor="middle">No poster</text></svg>`,
  );
