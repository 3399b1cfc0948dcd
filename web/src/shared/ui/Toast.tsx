import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from './icons';
import { ToastContext, type ToastAction, type ToastTone, type ToastValue } from './ToastContext';
import styles from './Toast.module.css';

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
  action?: ToastAction;
}

const VISIBLE_MS = 5000;
/** A toast with a link stays longer: there is something to reach in it. */
const VISIBLE_WITH_ACTION_MS = 10_000;

/**
 * Short messages ('Link copied!', a failed action) in a live region that is always in the
 * page, so screen readers announce each message as it is added.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const showToast = useCallback(
    (message: string, tone: ToastTone = 'info', action?: ToastAction) => {
      const id = nextId.current++;
      setToasts((list) => [...list.filter((toast) => toast.message !== message), { id, message, tone, action }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), action ? VISIBLE_WITH_ACTION_MS : VISIBLE_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const value = useMemo<ToastValue>(() => ({ showToast }), [showToast]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className={styles.region} role="status" aria-live="polite" aria-label="Notifications">
        {toasts.map((toast) => (
          <div key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`}>
            <span>{toast.message}</span>
            {toast.action ? (
              <Link to={toast.action.to} className={styles.action} onClick={() => dismiss(toast.id)}>
                {toast.action.label}
              </Link>
            ) : null}
            <button type="button" className={styles.close} aria-label="Dismiss notification" onClick={() => dismiss(toast.id)}>
              <CloseIcon width={18} height={18} />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
