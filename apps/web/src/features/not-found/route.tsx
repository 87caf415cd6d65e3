import { NotFoundMessage } from '#/components/not-found-message';

export function Component() {
  return (
    <NotFoundMessage
      heading="Page not found"
      message="We couldn't find that page. It may have moved, or the link is wrong."
    />
  );
}
