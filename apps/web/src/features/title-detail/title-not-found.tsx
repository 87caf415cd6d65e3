import { NotFoundMessage } from '#/components/not-found-message';

/** Unknown id (404) or a page that failed to load: say so, and offer a way on. */
export function TitleNotFound({
  failed = false,
  forbidden,
}: {
  failed?: boolean;
  /** The server's refusal for a limited profile, e.g. "Not available on Cleo's profile (…)". */
  forbidden?: string;
}) {
  if (forbidden) {
    const [heading, why] = forbidden.split(' (');
    return (
      <NotFoundMessage
        code="Sorry"
        heading={heading ?? forbidden}
        message={`${why ? `Rated ${why.replace(/^rated /, '').replace(/\)$/, '')}. ` : ''}Ask a grown-up, or find something else to watch.`}
      />
    );
  }
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
