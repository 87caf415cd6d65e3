import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';

interface Props {
  children: ReactNode;
}

/** Shown when a screen throws: the app stays usable instead of going blank. */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="mt-2 text-zinc-600 dark:text-zinc-400">Please try again in a moment.</p>
        <Link
          to="/"
          reloadDocument
          className="mt-6 inline-block rounded-full bg-rose-600 px-5 py-2 font-semibold text-white"
        >
          Go home
        </Link>
      </div>
    );
  }
}
