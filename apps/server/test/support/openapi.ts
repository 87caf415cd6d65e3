import type { OpenApiDocument } from '@unclewatch/core';

export const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

export interface DocumentedOperation {
  method: string;
  path: string;
  operation: {
    summary?: string;
    security?: Record<string, string[]>[];
    parameters?: { name: string; in: string; required?: boolean; schema?: object }[];
    requestBody?: { content: Record<string, { schema: object }> };
    responses: Record<
      string,
      { content?: Record<string, { schema?: object }>; headers?: Record<string, object> }
    >;
    'x-admin-only'?: boolean;
    'x-provided-by'?: string;
  };
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((m) => item[m]).map((m) => ({
      method: m.toUpperCase(),
      path,
      operation: item[m] as DocumentedOperation['operation'],
    })),
  );
}

/** `/api/tmdb/:type/:id` → `/api/tmdb/{type}/{id}`. */
export const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

export async function fetchDocument(baseUrl: string): Promise<OpenApiDocument> {
  const response = await fetch(`${baseUrl}/api/openapi.json`);
  if (response.status !== 200) throw new Error(`/api/openapi.json answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}
