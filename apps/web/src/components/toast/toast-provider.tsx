import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';

import {
  TOAST_DURATION_MS,
  TOAST_WITH_ACTION_MS,
  ToastContext,
  type Toast,
  type ToastAction,
  type ToastKind,
} from './toast-context';

const kindClasses: Record<ToastKind, string> = {
  success: 'bg-green-700 text-white',
  error: 'bg-red-600 text-white',
  info: 'bg-zinc-800 text-white dark:bg-zinc-200 dark:text-zinc-900',
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const close = useCallback(
    (id: number) => setToasts((current) => current.filter((t) => t.id !== id)),
    [],
  );
  const show = useCallback(
    (message: string, kind: ToastKind = 'info', action?: ToastAction) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, kind, message, action }]);
      setTimeout(() => close(id), action ? TOAST_WITH_ACTION_MS : TOAST_DURATION_MS);
    },
    [close],
  );

  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-20 z-50 flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.kind === 'error' ? 'alert' : 'status'}
            className={`pointer-events-auto flex max-w-md items-center gap-4 rounded-lg px-4 py-3 text-sm font-medium shadow-lg ${kindClasses[toast.kind]}`}
          >
            <span>{toast.message}</span>
            {toast.action && (
              <button
                type="button"
                onClick={() => {
                  close(toast.id);
                  toast.action!.run();
                }}
                className="rounded px-2 py-1 font-bold underline underline-offset-2 hover:no-underline focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
              >
                {toast.action.label}
              </button>
            )}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
