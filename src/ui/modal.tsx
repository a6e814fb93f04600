import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

/**
 * An accessible modal dialog on the native <dialog> element: focus moves in and back out, Escape and the
 * close button close it, the page behind cannot be reached while it is open. Dialogs opened over another (the
 * prizes over the main menu) stack in the browser's top layer, and Escape closes only the top one.
 */
export function Modal({
  title,
  onClose,
  children,
  variant = 'panel',
  id,
  before,
  testId,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** `fullscreen` is the main menu's sheet; `panel` a centred card. */
  variant?: 'panel' | 'fullscreen';
  id?: string;
  /** Shown before the title, e.g. a back button. */
  before?: ReactNode;
  testId?: string;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus?.();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`modal modal--${variant}`}
      id={id}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="modal__panel">
        {/* A div, not <header>: inside a dialog a header is a second banner landmark (axe). */}
        <div className="modal__header">
          {before}
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t`Close`}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
