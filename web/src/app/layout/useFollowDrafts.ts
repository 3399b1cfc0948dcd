import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { DRAFT_PREVIEW_CHANGE_EVENT, DRAFT_PREVIEW_CHANGES_PATH } from '@contracts/draftPreviewChanges';

/**
 * Keeps a staff member's draft preview current while they edit in the Studio: each change to the
 * content (a draft saved as they type, a publish) reads the page's data again in place, without a
 * reload. Changes that arrive while a read is under way are gathered into one more read after it.
 * The stream is let in by the page's session cookie, as the preview itself is; the browser's
 * EventSource reconnects by itself after a dropped connection. Each time it connects the data is
 * read once more: a change made between the page's first read (or a lost connection) and the
 * stream's opening is not announced on it.
 */
export function useFollowDrafts() {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  });
  useEffect(() => {
    let reading = false;
    let again = false;
    const readAgain = async () => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          await latest.current.revalidate();
        } while (again);
      } finally {
        reading = false;
      }
    };
    const changes = new EventSource(DRAFT_PREVIEW_CHANGES_PATH);
    const onChange = () => void readAgain();
    changes.addEventListener(DRAFT_PREVIEW_CHANGE_EVENT, onChange);
    changes.addEventListener('open', onChange);
    return () => {
      changes.removeEventListener(DRAFT_PREVIEW_CHANGE_EVENT, onChange);
      changes.removeEventListener('open', onChange);
      changes.close();
    };
  }, []);
}
