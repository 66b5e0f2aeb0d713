import { useEffect, useRef } from 'react';

/** What counts as the student still being there: any touch, click, key or scroll. */
const ACTIVITY = ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Calls `onIdle` once after `seconds` without any input on the page; any input starts the
 * count again. Off while `seconds` is null. Lab mode's idle returns (issue 27) use it.
 */
export function useIdle(seconds: number | null, onIdle: () => void): void {
  const latest = useRef(onIdle);
  useEffect(() => {
    latest.current = onIdle;
  });
  useEffect(() => {
    if (seconds === null) return;
    let timer = window.setTimeout(() => latest.current(), seconds * 1000);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => latest.current(), seconds * 1000);
    };
    for (const event of ACTIVITY)
      window.addEventListener(event, restart, { passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of ACTIVITY) window.removeEventListener(event, restart, { capture: true });
    };
  }, [seconds]);
}
