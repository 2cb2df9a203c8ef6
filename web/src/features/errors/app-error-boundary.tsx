import { Component, type ReactNode } from 'react';
import { errorIdFor, reportCrash } from './crash-report';
import { ErrorScreen } from './error-screen';

type AppErrorBoundaryProps = { children: ReactNode };
type AppErrorBoundaryState = { error: unknown; errorId: string | null };

/** Outermost safety net for errors outside the router (providers, toasts). */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, errorId: null };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error, errorId: errorIdFor(error) };
  }

  override componentDidCatch(error: unknown): void {
    reportCrash(error, errorIdFor(error), 'critical', 'app-boundary');
  }

  private readonly retry = (): void => {
    this.setState({ error: null, errorId: null });
  };

  override render() {
    const { error, errorId } = this.state;
    if (errorId === null) {
      return this.props.children;
    }
    return (
      <main className="min-h-dvh bg-slate-50">
        <ErrorScreen error={error} errorId={errorId} onRetry={this.retry} />
      </main>
    );
  }
}
