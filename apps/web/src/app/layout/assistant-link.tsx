import { Link, useLocation } from 'react-router';

import { ChatIcon } from '#/components/icons';

/**
 * The floating way to the assistant. It is a small round button wherever the page content
 * reaches the screen's edge (so it hides no text, e.g. the detail page's ratings card) and a
 * labelled pill only where the margin beside the content fits it. Not shown on /assistant.
 */
export function AssistantLink() {
  const { pathname } = useLocation();
  if (pathname === '/assistant') return null;
  return (
    <Link
      to="/assistant"
      title="Ask Assistant"
      className="fixed right-2 bottom-2 z-30 flex size-12 items-center justify-center gap-2 rounded-full bg-brand-600 text-sm font-semibold text-white shadow-lg ring-2 ring-white/70 hover:bg-brand-700 min-[1600px]:right-4 min-[1600px]:bottom-4 min-[1600px]:size-auto min-[1600px]:px-4 min-[1600px]:py-3 dark:ring-zinc-950/70"
    >
      <ChatIcon />
      <span className="sr-only min-[1600px]:not-sr-only">Ask Assistant</span>
    </Link>
  );
}
