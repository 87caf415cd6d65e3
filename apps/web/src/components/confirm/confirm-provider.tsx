import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

import { ConfirmContext, type ConfirmRequest } from './confirm-context';

interface Pending extends ConfirmRequest {
  resolve: (yes: boolean) => void;
}

/**
 * One modal dialog (`<dialog>` shown with showModal: focus kept inside, Escape cancels) that
 * any page can use to ask before something it cannot take back, instead of window.confirm.
 * showModal focuses the first button, Cancel, so a stray Enter does not confirm.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        setPending((current) => {
          current?.resolve(false);
          return { ...request, resolve };
        });
      }),
    [],
  );

  useEffect(() => {
    const element = dialog.current;
    if (!pending || !element || element.open) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', ''); // a DOM without modal dialogs (jsdom)
  }, [pending]);

  const answer = (yes: boolean) => {
    pending?.resolve(yes);
    setPending(null);
    const element = dialog.current;
    if (element?.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <dialog
        ref={dialog}
        aria-labelledby="confirm-message"
        onCancel={(event) => {
          event.preventDefault();
          answer(false);
        }}
        className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-zinc-900 shadow-xl backdrop:bg-black/50 dark:bg-zinc-900 dark:text-zinc-100"
      >
        {pending && (
          <form
            method="dialog"
            onSubmit={(event) => {
              event.preventDefault();
              answer(true);
            }}
          >
            <p id="confirm-message" className="text-lg font-semibold">
              {pending.message}
            </p>
            {pending.detail && (
              <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{pending.detail}</p>
            )}
            <div className="mt-6 flex justify-end gap-3">
              <button
                type="button"
                onClick={() => answer(false)}
                className="rounded-lg px-4 py-2 text-sm font-semibold text-zinc-700 ring-1 ring-zinc-300 hover:bg-zinc-100 dark:text-zinc-200 dark:ring-zinc-700 dark:hover:bg-zinc-800"
              >
                Cancel
              </button>
              <button
                type="submit"
                className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {pending.confirmLabel}
              </button>
            </div>
          </form>
        )}
      </dialog>
    </ConfirmContext.Provider>
  );
}
