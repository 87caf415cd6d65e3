import { NotFoundMessage } from '#/components/not-found-message';

export function PersonNotFound({ failed = false }: { failed?: boolean }) {
  return failed ? (
    <NotFoundMessage
      code="Oops"
      heading="This person could not be loaded"
      message="Something went wrong on our side. Please try again in a moment."
    />
  ) : (
    <NotFoundMessage
      heading="Person not found"
      message="We couldn’t find that person. The link may be wrong."
    />
  );
}
