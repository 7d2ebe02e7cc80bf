import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { browserTracker, interactionOf, type Tracker } from './tracker';

/** Counts every route as a page view, and clicks, errors and the tab's exit, for the whole site. */
export function useAnalyticsTracker(): void {
  const tracker = useRef<Tracker | null>(null);
  // Made in the browser only (it keeps the session in sessionStorage), never while prerendering.
  const trackerNow = () => (tracker.current ??= browserTracker());
  const { pathname } = useLocation();

  useEffect(() => {
    void trackerNow().pageView(pathname);
  }, [pathname]);

  useEffect(() => {
    const t = trackerNow();
    const onClick = (event: MouseEvent) => {
      const interaction = interactionOf(event.target);
      if (interaction) void t.interaction(interaction);
    };
    const onError = (event: ErrorEvent) => void t.error(event.message || 'Script error');
    const onRejection = (event: PromiseRejectionEvent) => void t.error(`Unhandled rejection: ${String(event.reason)}`);
    const onExit = () => t.exit();
    document.addEventListener('click', onClick, { capture: true });
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('pagehide', onExit);
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('pagehide', onExit);
    };
  }, []);
}
