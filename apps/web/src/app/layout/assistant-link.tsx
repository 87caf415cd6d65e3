import { Link } from 'react-router';

import { ChatIcon } from '#/components/icons';

export function AssistantLink() {
  return (
    <Link
      to="/assistant"
      className="fixed right-4 bottom-4 z-30 flex items-center gap-2 rounded-full bg-brand-600 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-brand-700"
    >
      <ChatIcon />
      Ask Assistant
    </Link>
  );
}
