import { Link } from 'react-router';
import { appConfig } from '@/lib/app-config';
import { HeaderAccountActions } from './header-account-actions';
import { NavigationProgress } from './navigation-progress';
import { ProductLogo } from './product-logo';
import { SideMenu } from './side-menu';

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-6">
        <Link
          to="/"
          className="flex min-w-0 items-center gap-2 rounded-md text-base font-semibold text-brand-800 sm:text-lg"
        >
          <ProductLogo />
          <span className="truncate">{appConfig.productName}</span>
          <span className="sr-only"> – startsida</span>
        </Link>
        <nav aria-label="Konto och meny" className="flex shrink-0 items-center gap-1 sm:gap-2">
          <HeaderAccountActions />
          <SideMenu />
        </nav>
      </div>
      <NavigationProgress />
    </header>
  );
}
