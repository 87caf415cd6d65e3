import { NotFoundMessage } from '#/components/not-found-message';

/** Unknown id (404) or a page that failed to load: say so, and offer a way on. */
export function TitleNotFound({ failed = false }: { failed?: boolean }) {
  return failed ? (
    <NotFoundMessage
      code="Oops"
      heading="This title could not be loaded"
      message="Something went wrong on our side. Please try again in a moment."
    />
  ) : (
    <NotFoundMessage
      heading="Title not found"
      message="We couldn’t find that movie or show. The link may be wrong, or it left the catalogue."
    />
  );
}
