import { lazy, Suspense, useState } from 'react';
import type { ReportableType } from '@contracts/safetyRules';
import styles from './Safety.module.css';

const loadReportDialog = () => import('./ReportDialog');
// The dialog's reasons, form and request load once a member is about to report: a pointer over or focus on the button.
const ReportDialog = lazy(loadReportDialog);

/**
 * "Report" for anything a member made (a post, comment, story, article, message or a member): opens
 * the dialog with the reasons and room to say more.
 */
export function ReportButton({ itemType, itemId, label = 'Report' }: { itemType: ReportableType; itemId: string; label?: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const warm = () => void loadReportDialog();
  return (
    <>
      <button
        type="button"
        className={styles.action}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
        onPointerEnter={warm}
        onFocus={warm}
        data-testid="report-button"
      >
        {label}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <ReportDialog itemType={itemType} itemId={itemId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
