/**
 * A catalogue id from a URL segment (/movie/:id, /person/:id): a positive whole number, or
 * null, so a malformed link shows the not-found page without asking the server.
 */
export function parseCatalogId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
