import { Component, type ReactNode } from 'react';
import { Button } from './ui/button';

/**
 * A screen's code failed to load (poor connection, or a new version replaced the old files).
 * Written in both languages because the catalogues may be what failed to load.
 */
export function RouteError() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-xl font-semibold text-slate-900">
        <span lang="vi">Không tải được trang.</span> <span lang="en">The page did not load.</span>
      </h1>
      <p className="text-slate-700">
        <span lang="vi">Vui lòng kiểm tra kết nối mạng rồi thử lại.</span>{' '}
        <span lang="en">Please check your connection and try again.</span>
      </p>
      <Button onClick={() => window.location.reload()}>Thử lại / Try again</Button>
    </main>
  );
}

/** Catches a failed screen load (or a crash in a screen) and offers the retry. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Screen failed', error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
