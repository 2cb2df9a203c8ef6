import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { ChunkLoadError } from '@/lib/chunk-load-error';
import { errorIdFor, reportCrash } from './crash-report';
import { ErrorScreen } from './error-screen';

type RouteErrorScreenProps = {
  /** Set on the root route, where no layout (and so no <main>) surrounds the screen. */
  standalone?: boolean;
};

/** Router errorElement: errors thrown while loading or rendering a page. */
export function RouteErrorScreen({ standalone = false }: RouteErrorScreenProps) {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const errorId = errorIdFor(error);

  useEffect(() => {
    reportCrash(error, errorId, 'critical', 'route');
  }, [error, errorId]);

  const retry = () => {
    // The router caches a failed lazy import and the browser caches the failed module,
    // so a page whose code did not load can only be retried with a fresh document.
    if (error instanceof ChunkLoadError) {
      window.location.reload();
      return;
    }
    // Navigating to the same address gives the router a new location, which clears its error
    // state, runs any loaders again and renders the page again.
    void navigate(location, { replace: true, state: location.state, preventScrollReset: true });
  };

  const screen = <ErrorScreen error={error} errorId={errorId} onRetry={retry} />;
  return standalone ? <main className="min-h-dvh bg-slate-50">{screen}</main> : screen;
}
