import { useId } from 'react';

/** The largest picture the server takes (5 MB); a larger one is refused here before it is sent. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/** A picture file field: checks the size and hands the file on (the upload happens when the form is sent). */
export function PictureInput({ id, label, onFile, invalid, autoFocus }: { id?: string; label: string; onFile: (file: File | null) => void; invalid?: string; autoFocus?: boolean }) {
  const fallback = useId();
  const inputId = id ?? fallback;
  return (
    <>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT}
        autoFocus={autoFocus}
        aria-invalid={Boolean(invalid)}
        aria-describedby={invalid ? `${inputId}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          if (file && file.size > PICTURE_MAX_BYTES) {
            event.target.setCustomValidity('Choose a picture of at most 5 MB.');
            event.target.reportValidity();
            event.target.value = '';
            onFile(null);
            return;
          }
          event.target.setCustomValidity('');
          onFile(file);
        }}
      />
    </>
  );
}
