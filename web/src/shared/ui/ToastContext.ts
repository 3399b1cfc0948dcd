import { createContext, useContext } from 'react';

export type ToastTone = 'success' | 'error' | 'info';

/** A link in the toast that leads on from what it says (e.g. to the cart). */
export interface ToastAction {
  label: string;
  to: string;
}

export interface ToastValue {
  showToast: (message: string, tone?: ToastTone, action?: ToastAction) => void;
}

export const ToastContext = createContext<ToastValue | null>(null);

export function useToast(): ToastValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside <ToastProvider>');
  return value;
}
