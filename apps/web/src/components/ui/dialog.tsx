import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A modal dialog on the native `<dialog>`: the page behind is inert, Escape closes it, and the
 * focus goes to the element marked `data-autofocus` (else the first control) when it opens and
 * back where it was when it closes (the page's heading if that element has gone).
 */
export function Dialog({
  open,
  title,
  closeLabel,
  onClose,
  children,
  wide = false,
  describedBy,
}: {
  open: boolean;
  title: string;
  /** The name of the × button, in the reader's language. */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  describedBy?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();

  // A layout effect: the focus goes back before the browser paints the closed dialog, never
  // resting on the page's body for a frame (the dialog's own button is gone by then).
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    returnTo.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      element.close();
      const back = returnTo.current;
      if (back?.isConnected && !back.matches(':disabled')) back.focus();
      else document.querySelector<HTMLElement>('main h1')?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Escape: React state decides whether the dialog is open.
        event.preventDefault();
        onClose();
      }}
      className={`fixed inset-0 m-auto h-fit max-h-[90vh] w-[calc(100%-2rem)] overflow-y-auto rounded-xl bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-900/60 ${
        wide ? 'max-w-4xl' : 'max-w-lg'
      }`}
    >
      {open && (
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-semibold text-slate-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="-mt-1 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-2xl text-slate-700 hover:bg-slate-100"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="mt-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
