type Json = unknown;

function refsIn(value: Json, found: Set<string>): void {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.add(child);
      else refsIn(child, found);
    }
  }
}

const PREFIX = '#/components/schemas/';

/**
 * Keeps only the component schemas the paths reach (directly or through other components):
 * the zod transform emits an input and an output variant of every named schema.
 */
export function pruneComponents(paths: Json, schemas: Record<string, Json>): Record<string, Json> {
  const reached = new Set<string>();
  const queue = new Set<string>();
  refsIn(paths, queue);
  while (queue.size > 0) {
    const [ref] = queue;
    queue.delete(ref!);
    const name = ref!.startsWith(PREFIX) ? ref!.slice(PREFIX.length) : undefined;
    if (!name || reached.has(name) || !(name in schemas)) continue;
    reached.add(name);
    refsIn(schemas[name], queue);
  }
  return Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => reached.has(name))
      .sort()
      .map((name) => [name, schemas[name]]),
  );
}
