import { Outlet, ScrollRestoration } from 'react-router';
import { ComponentErrorBoundary } from '@/features/errors/component-error-boundary';
import { InfoChatLauncher } from '@/features/info-chat/info-chat-launcher';
import { SignedInWatchers } from './signed-in-watchers';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Page frame: skip link, fixed header, main content and footer. */
export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <ComponentErrorBoundary name="site-header">
        <SiteHeader />
      </ComponentErrorBoundary>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pt-header focus:outline-none">
        <Outlet />
      </main>
      <ComponentErrorBoundary name="site-footer">
        <SiteFooter />
      </ComponentErrorBoundary>
      <ComponentErrorBoundary name="signed-in-watchers">
        <SignedInWatchers />
      </ComponentErrorBoundary>
      <InfoChatLauncher />
      <ScrollRestoration />
    </div>
  );
}
