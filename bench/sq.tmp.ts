import { startServer } from './support';
import { searchQueries } from './search-timing';
const server = await startServer();
const s: [number, number, string][] = [];
let i = 0;
for (let r = 0; r < 10; r++) for (const q of searchQueries) {
  const t = performance.now();
  const res = await fetch(`${server.url}/api/tmdb/search?q=${encodeURIComponent(q)}`); await res.arrayBuffer();
  s.push([performance.now() - t, i++, q]);
}
s.sort((a, b) => b[0] - a[0]);
console.log(s.slice(0, 6).map(([ms, i, q]) => `${ms.toFixed(1)}ms #${i} ${q}`).join(' | '));
await server.stop();
