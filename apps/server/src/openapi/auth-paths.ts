type JsonObject = Record<string, unknown>;

/** better-auth's own OpenAPI document (its openAPI plugin), as it generates it. */
export interface AuthDocument {
  paths: Record<string, Record<string, JsonObject>>;
  components?: { schemas?: Record<string, unknown> };
}

const SCHEME_NAMES: Record<string, string> = {
  apiKeyCookie: 'sessionCookie',
  bearerAuth: 'bearerToken',
};

type Schema = { type?: string | string[]; nullable?: boolean; [key: string]: unknown };

const withNull = (schema: Schema) => {
  if (typeof schema.type === 'string') schema.type = [schema.type, 'null'];
};

/** OpenAPI 3.0's `nullable: true`, which better-auth still emits, written the 3.1 way. */
function nullableTo31(value: unknown): void {
  if (Array.isArray(value)) value.forEach(nullableTo31);
  else if (value && typeof value === 'object') {
    const schema = value as Schema;
    if (schema.nullable === true) {
      withNull(schema);
      delete schema.nullable;
    }
    Object.values(schema).forEach(nullableTo31);
  }
}

/**
 * better-auth's models (User, Session …) list optional columns as plain strings, but its
 * answers carry `null` for an empty one (`image`, `banReason` …); the contract test caught it.
 */
function optionalColumnsNullable(model: Schema): void {
  const required = new Set((model.required as string[] | undefined) ?? []);
  const properties = (model.properties ?? {}) as Record<string, Schema>;
  for (const [name, property] of Object.entries(properties)) {
    if (!required.has(name)) withNull(property);
  }
}

/**
 * better-auth's paths as they appear under /api/auth in our document: its schemas renamed
 * `Auth…` so they never collide with ours, its security schemes mapped to ours, its admin
 * routes marked like ours, and each operation tagged "Auth: …".
 */
export function authPaths(doc: AuthDocument, prefix = '/api/auth') {
  const rename = (json: string) =>
    json.replaceAll('"#/components/schemas/', '"#/components/schemas/Auth');
  const paths = JSON.parse(rename(JSON.stringify(doc.paths))) as AuthDocument['paths'];
  nullableTo31(paths);
  const out: AuthDocument['paths'] = {};
  for (const [path, operations] of Object.entries(paths)) {
    const full = `${prefix}${path}`;
    for (const operation of Object.values(operations)) {
      const tags = (operation.tags as string[] | undefined) ?? ['Default'];
      operation.tags = tags.map((tag) => (tag === 'Default' ? 'Auth' : `Auth: ${tag}`));
      operation['x-provided-by'] = 'better-auth';
      const security = operation.security as Record<string, string[]>[] | undefined;
      if (security) {
        operation.security = security.map((requirement) =>
          Object.fromEntries(
            Object.entries(requirement).map(([name, scopes]) => [
              SCHEME_NAMES[name] ?? name,
              scopes,
            ]),
          ),
        );
      }
      if (path.startsWith('/admin/')) operation['x-admin-only'] = true;
    }
    out[full] = operations;
  }
  const schemas = Object.fromEntries(
    Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => {
      const model = JSON.parse(rename(JSON.stringify(schema))) as Schema;
      nullableTo31(model);
      optionalColumnsNullable(model);
      return [`Auth${name}`, model];
    }),
  );
  return { paths: out, schemas };
}
