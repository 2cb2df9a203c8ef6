import { LEGAL_CASE_PAGE_ROUTE } from '@app/common';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { AdminOnly } from '@/features/admin/admin-only';
import { RouteErrorScreen } from '@/features/errors/route-error-screen';
import { AppLayout } from '@/features/layout/app-layout';
import { appConfig } from '@/lib/app-config';
import { lazyPage } from './lazy-page';

const pageRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(
      () => import('./pages/home-page'),
      (m) => m.HomePage,
    ),
  },
  {
    path: '/login',
    lazy: lazyPage(
      () => import('./pages/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: '/signup',
    lazy: lazyPage(
      () => import('./pages/signup-page'),
      (m) => m.SignupPage,
    ),
  },
  {
    path: '/check-email',
    lazy: lazyPage(
      () => import('./pages/check-email-page'),
      (m) => m.CheckEmailPage,
    ),
  },
  {
    path: '/reset-password',
    lazy: lazyPage(
      () => import('./pages/reset-password-page'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: '/update-password',
    lazy: lazyPage(
      () => import('./pages/update-password-page'),
      (m) => m.UpdatePasswordPage,
    ),
  },
  {
    path: '/profile',
    lazy: lazyPage(
      () => import('./pages/profile-page'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: '/organisation',
    lazy: lazyPage(
      () => import('./pages/organisation-page'),
      (m) => m.OrganisationPage,
    ),
  },
  {
    path: '/organisation/inbjudan',
    lazy: lazyPage(
      () => import('./pages/organisation-invitation-page'),
      (m) => m.OrganisationInvitationPage,
    ),
  },
  {
    path: '/pris',
    lazy: lazyPage(
      () => import('./pages/pricing-page'),
      (m) => m.PricingPage,
    ),
  },
  {
    path: appConfig.aboutPath,
    lazy: lazyPage(
      () => import('./pages/about-page'),
      (m) => m.AboutPage,
    ),
  },
  {
    path: '/teknisk-info',
    lazy: lazyPage(
      () => import('./pages/technical-info-page'),
      (m) => m.TechnicalInfoPage,
    ),
  },
  {
    path: '/promptskola',
    lazy: lazyPage(
      () => import('./pages/prompt-school-page'),
      (m) => m.PromptSchoolPage,
    ),
  },
  {
    path: '/workshop',
    lazy: lazyPage(
      () => import('./pages/workshop-page'),
      (m) => m.WorkshopPage,
    ),
  },
  {
    path: '/integritet',
    lazy: lazyPage(
      () => import('./pages/privacy-page'),
      (m) => m.PrivacyPage,
    ),
  },
  {
    path: '/anvandarvillkor',
    lazy: lazyPage(
      () => import('./pages/terms-page'),
      (m) => m.TermsPage,
    ),
  },
  {
    path: '/faq',
    lazy: lazyPage(
      () => import('./pages/faq-page'),
      (m) => m.FaqPage,
    ),
  },
  {
    path: '/kontakt',
    lazy: lazyPage(
      () => import('./pages/contact-page'),
      (m) => m.ContactPage,
    ),
  },
  {
    // Subscribers only; the guard is its own chunk, so the landing page does not load the check.
    lazy: lazyPage(
      () => import('./features/billing/subscriber-only'),
      (m) => m.SubscriberOnly,
    ),
    children: [
      {
        path: '/valkommen',
        lazy: lazyPage(
          () => import('./pages/welcome-page'),
          (m) => m.WelcomePage,
        ),
      },
    ],
  },
  {
    path: '/rattsdatabas',
    lazy: lazyPage(
      () => import('./pages/legal-database-page'),
      (m) => m.LegalDatabasePage,
    ),
  },
  {
    path: LEGAL_CASE_PAGE_ROUTE,
    lazy: lazyPage(
      () => import('./pages/legal-database-case-page'),
      (m) => m.LegalDatabaseCasePage,
    ),
  },
  {
    path: '/tillganglighet',
    lazy: lazyPage(
      () => import('./pages/accessibility-page'),
      (m) => m.AccessibilityPage,
    ),
  },
  {
    // The seven admin routes: admins only, everyone else back to the start page.
    element: <AdminOnly />,
    children: [
      {
        path: '/admin',
        lazy: lazyPage(
          () => import('./pages/admin-page'),
          (m) => m.AdminPage,
        ),
      },
      {
        path: '/rattsdatabas-dev',
        lazy: lazyPage(
          () => import('./pages/legal-database-dev-page'),
          (m) => m.LegalDatabaseDevPage,
        ),
      },
      {
        path: '/debug-test',
        lazy: lazyPage(
          () => import('./pages/debug-test-page'),
          (m) => m.DebugTestPage,
        ),
      },
      {
        path: '/embedding-test',
        lazy: lazyPage(
          () => import('./pages/embedding-test-page'),
          (m) => m.EmbeddingTestPage,
        ),
      },
      {
        path: '/embedding-migration-test',
        lazy: lazyPage(
          () => import('./pages/embedding-migration-test-page'),
          (m) => m.EmbeddingMigrationTestPage,
        ),
      },
      {
        path: '/source-test',
        lazy: lazyPage(
          () => import('./pages/source-test-page'),
          (m) => m.SourceTestPage,
        ),
      },
      {
        path: '/enhanced-search',
        lazy: lazyPage(
          () => import('./pages/enhanced-search-page'),
          (m) => m.EnhancedSearchPage,
        ),
      },
    ],
  },
  {
    path: '*',
    lazy: lazyPage(
      () => import('./pages/not-found-page'),
      (m) => m.NotFoundPage,
    ),
  },
];

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    // Only reached when the layout itself fails; page errors stay inside the layout below.
    errorElement: <RouteErrorScreen standalone />,
    hydrateFallbackElement: <LoadingIndicator />,
    children: [{ errorElement: <RouteErrorScreen />, children: pageRoutes }],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
