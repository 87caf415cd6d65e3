#!/usr/bin/env bash
# Search v1 beside search v2 in one run, for issue #16's "p99 no worse than today's" (the
# machines are too noisy to compare with a figure from another day). Builds the 1M-title
# catalogue bench/catalog.ts uses, checks out the v1 engine (commit 10b48dc, the last before
# search v2; needs the git history) in a temporary worktree sharing this node_modules, and times
# the same 20 queries × 5 rounds in a fresh process for each. Writes
# bench/results/search-v1-baseline.json. Usage: bash bench/search-v1-baseline.sh
set -euo pipefail
cd "$(dirname "$0")/.."
V1=10b48dc
tmp=$(mktemp -d)
trap 'git worktree remove --force "$tmp/v1" >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT

node --max-old-space-size=8192 --import tsx -e "
  const fs = await import('node:fs'); const zlib = await import('node:zlib');
  const { loadSnapshot } = await import('./apps/server/src/catalog/index.ts');
  const { syntheticSnapshot } = await import('./bench/catalog.ts');
  fs.writeFileSync('$tmp/scale.json.gz', zlib.gzipSync(JSON.stringify(syntheticSnapshot(loadSnapshot(), 1_000_000)), { level: 1 }));
"

git worktree add --detach "$tmp/v1" "$V1" >/dev/null
mkdir -p "$tmp/v1/node_modules/@unclewatch"
for dep in node_modules/* node_modules/.bin; do
  [ "$(basename "$dep")" = "@unclewatch" ] || ln -s "$PWD/$dep" "$tmp/v1/node_modules/"
done
ln -s "$tmp/v1/packages/core" "$tmp/v1/node_modules/@unclewatch/core"
cat > "$tmp/v1/bench/v1-child.ts" <<'TS'
import { CatalogData } from '../apps/server/src/providers/catalog/embedded/catalog-data';
import { CatalogSearch } from '../apps/server/src/providers/catalog/embedded/catalog-search';
import { loadSnapshot } from '../apps/server/src/providers/catalog/embedded/snapshot-loader';
import { searchQueries, timeQueries } from './search-timing-v2';
const search = new CatalogSearch(new CatalogData(loadSnapshot(process.argv[2])));
global.gc?.();
const rssMb = Math.round(process.memoryUsage().rss / 2 ** 20);
console.log(JSON.stringify({ rssMb, ...timeQueries(search as never, searchQueries, 5) }));
TS
# The same timing code and queries for both engines.
sed "s#'../apps/server/src/catalog/index'#'../apps/server/src/providers/catalog/embedded/catalog-search'#; s#'./support'#'$PWD/bench/support'#" \
  bench/search-timing.ts > "$tmp/v1/bench/search-timing-v2.ts"

run() { node --expose-gc --max-old-space-size=8192 --import tsx "$@" | tail -n 1; }
v1=$(cd "$tmp/v1" && run bench/v1-child.ts "$tmp/scale.json.gz")
v2=$(run bench/search-scale-child.ts "$tmp/scale.json.gz" 5)
cat > bench/results/search-v1-baseline.json <<JSON
{
  "at": "$(date -u +%Y-%m-%dT%H:%M:%SZ)",
  "titles": 1000000,
  "queries": "bench/search-timing.ts, 5 rounds, first round included in p50/p99",
  "v1": $v1,
  "v2": $v2
}
JSON
cat bench/results/search-v1-baseline.json
