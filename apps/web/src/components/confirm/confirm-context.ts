import { createContext, useContext } from 'react';

export interface ConfirmRequest {
  /** The question, e.g. 'Delete "Heat"?'. */
  message: string;
  /** The button that says yes ("Delete", "Log again"); "Cancel" says no. */
  confirmLabel: string;
  /** A line under the question. */
  detail?: string;
}

/** Asks in an in-page dialog; resolves true when confirmed, false on Cancel or Escape. */
export type Confirm = (request: ConfirmRequest) => Promise<boolean>;

export const ConfirmContext = createContext<Confirm | null>(null);

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
