import { createContext, useContext } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

/** A button on a toast ("Undo"): pressing it runs `run` and closes the toast. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  action?: ToastAction;
}

export interface ToastApi {
  show(message: string, kind?: ToastKind, action?: ToastAction): void;
}

export const TOAST_DURATION_MS = 3000;
/** A toast with a button stays long enough to reach it. */
export const TOAST_WITH_ACTION_MS = 8000;

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
