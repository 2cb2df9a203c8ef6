import { TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { errorIdFor, reportCrash } from './crash-report';

type ComponentErrorBoundaryProps = {
  /** Names the guarded part in the error log, e.g. 'site-header'. */
  name: string;
  children: ReactNode;
};

type ComponentErrorBoundaryState = { hasError: boolean };

/** Keeps a failing part of the page from taking the whole page down. */
export class ComponentErrorBoundary extends Component<
  ComponentErrorBoundaryProps,
  ComponentErrorBoundaryState
> {
  override state: ComponentErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): ComponentErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown): void {
    reportCrash(error, errorIdFor(error), 'high', `component:${this.props.name}`);
  }

  private readonly retry = (): void => {
    this.setState({ hasError: false });
  };

  override render() {
    if (!this.state.hasError) {
      return this.props.children;
    }
    return (
      <div role="alert" className="m-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-950">
        <p className="flex items-center gap-2 font-semibold">
          <TriangleAlert aria-hidden="true" className="size-5" />
          Komponentfel
        </p>
        <p className="mt-1 text-sm">Den här delen av sidan kunde inte visas.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={this.retry}>
          Försök igen
        </Button>
      </div>
    );
  }
}
