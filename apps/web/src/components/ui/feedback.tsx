import type { ReactNode } from 'react';

/**
 * What happened after an action: an error is announced at once (role alert), a success
 * politely (role status). The status region stays in the page so that it is announced.
 */
export function ErrorNote({
  message,
  className = '',
}: {
  message: string | null;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={`rounded-lg border border-red-200 bg-red-50 px-3 py-2 font-medium text-red-800 ${className}`}
    >
      {message}
    </p>
  );
}

export function SuccessNote({
  message,
  className = '',
}: {
  message: string | null;
  className?: string;
}) {
  return (
    <p role="status" className={`font-medium text-green-800 ${className}`}>
      {message}
    </p>
  );
}

/** Why something failed (announced at once), and the one action that may help. */
export function FailureBox({
  message,
  messageId,
  action,
}: {
  message: string;
  /** For the action to name the message it answers (`aria-describedby`). */
  messageId?: string;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-xl border border-red-200 bg-red-50 p-4">
      <p role="alert" id={messageId} className="font-medium text-red-800">
        {message}
      </p>
      {action}
    </div>
  );
}
