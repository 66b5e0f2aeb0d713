/** A validation message, announced by screen readers as soon as it appears. */
export function FormError({ message }: { message: string | null }) {
  return (
    <p role="alert" className="min-h-6 font-medium text-red-700">
      {message}
    </p>
  );
}
