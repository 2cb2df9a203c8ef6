import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Seo } from '@/components/seo';
import { ADMIN_QUERY_KEY, fetchAdminAccess } from '@/features/admin/admin-api';
import { AdminTabs } from '@/features/admin/admin-tabs';
import { AuditLogTab } from '@/features/admin/audit-log-tab';
import { FeedbackTab } from '@/features/admin/feedback-tab';
import { UsersTab } from '@/features/admin/users-tab';
import { OrganisationsAdminTab } from '@/features/organisations/organisations-admin-tab';
import { SsoAdminTab } from '@/features/sso/sso-admin-tab';
import { ApiRequestError } from '@/lib/api';

const TABS = [
  { id: 'users', label: 'Användare' },
  { id: 'feedback', label: 'Feedback' },
  { id: 'log', label: 'Logg' },
  { id: 'organisations', label: 'Organisationer' },
  { id: 'sso', label: 'Inloggning (SSO)' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const refusedAccess = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 401 || error.status === 403);

/** /admin (spec 2 §2): users, feedback, the log of admin actions and the organisations. */
export function AdminPage() {
  const [tab, setTab] = useState<TabId>('users');
  // The server decides (spec 2 is_admin); the route guard has already sent non-admins away.
  const access = useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'access'],
    queryFn: ({ signal }) => fetchAdminAccess(signal),
    retry: (failures, error) => !refusedAccess(error) && failures < 2,
  });

  return (
    <section aria-labelledby="admin-heading" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <Seo
        title="Administration"
        path="/admin"
        description="Översikt över användare och inkommen feedback för administratörer."
        noIndex
      />
      <h1 id="admin-heading" className="text-3xl font-bold tracking-tight text-slate-900">
        Administration
      </h1>
      {access.isPending ? (
        <p role="status" className="mt-8 flex items-center gap-3 text-slate-700">
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin text-brand-700" />
          Kontrollerar behörighet...
        </p>
      ) : access.isError ? (
        <p role="alert" className="mt-8 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          {refusedAccess(access.error)
            ? 'Du har inte behörighet att visa denna sida.'
            : 'Det gick inte att kontrollera behörigheten. Försök igen senare.'}
        </p>
      ) : (
        <div className="mt-6">
          <AdminTabs tabs={TABS} selected={tab} onSelect={(id) => setTab(id as TabId)} />
          <div
            role="tabpanel"
            id={`admin-panel-${tab}`}
            aria-labelledby={`admin-tab-${tab}`}
            className="pt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
          >
            {tab === 'users' ? (
              <UsersTab />
            ) : tab === 'feedback' ? (
              <FeedbackTab />
            ) : tab === 'log' ? (
              <AuditLogTab />
            ) : tab === 'organisations' ? (
              <OrganisationsAdminTab />
            ) : (
              <SsoAdminTab />
            )}
          </div>
        </div>
      )}
    </section>
  );
}
