import { useEffect, useRef, type MouseEvent } from 'react';
import { useToast } from '~/shared/ui/ToastContext';
import { CloseIcon } from '~/shared/ui/icons';
import styles from './ShareDialog.module.css';

interface ShareDialogProps {
  open: boolean;
  title: string;
  url: string;
  onClose: () => void;
  /** A target was chosen (a link opened, the address copied): the share happened and is counted. */
  onShared?: () => void;
  /** The dialog's heading; an episode's unless the item is something else. */
  heading?: string;
}

function shareTargets(title: string, url: string) {
  const text = `${title} — ${url}`;
  return [
    { label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(text)}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
    { label: 'X', href: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}` },
    { label: 'Email', href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(text)}` },
  ];
}

/**
 * The share choices when the browser has no native sharing. A modal <dialog>: focus moves in
 * and is trapped, Escape closes, a click on the backdrop closes, focus returns to the opener.
 */
export function ShareDialog({ open, title, url, onClose, onShared, heading = 'Share this episode' }: ShareDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const { showToast } = useToast();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const onDialogClose = () => {
    onClose();
    openerRef.current?.focus();
  };

  // A click whose target is the <dialog> itself landed on the backdrop (the panel fills the box).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialogRef.current?.close();
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast('Link copied!', 'success');
      onShared?.();
    } catch {
      showToast('Could not copy the link. Please copy it from the address bar.', 'error');
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="share-dialog-title"
      onClose={onDialogClose}
      onClick={onClick}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id="share-dialog-title" className={styles.title}>
            {heading}
          </h2>
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Close share dialog"
            onClick={() => dialogRef.current?.close()}
          >
            <CloseIcon />
          </button>
        </div>
        <p className={styles.episode}>{title}</p>
        <ul className={styles.targets}>
          {shareTargets(title, url).map((target) => (
            <li key={target.label}>
              <a className={styles.target} href={target.href} target="_blank" rel="noopener noreferrer" onClick={onShared}>
                {target.label}
              </a>
            </li>
          ))}
          <li>
            <button type="button" className={styles.target} onClick={copyLink}>
              Copy Link
            </button>
          </li>
        </ul>
        <div className={styles.footer}>
          <button type="button" className={styles.closeButton} onClick={() => dialogRef.current?.close()}>
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
