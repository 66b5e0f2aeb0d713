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
