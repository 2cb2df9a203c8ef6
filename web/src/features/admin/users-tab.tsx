import {
  type AdminUser,
  type AdminUserSortColumn,
  FEEDBACK_TYPE_LABELS,
  formatAdminDate,
  planWithScheduledChange,
  type SortDirection,
} from '@app/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Fragment, useEffect, useState } from 'react';
import { TABLE_CELL, TableScroll } from '@/components/table-scroll';
import { Button } from '@/components/ui/button';
import { ADMIN_QUERY_KEY, fetchAdminUsers, fetchUserFeedback } from './admin-api';
import { TIER_LABELS, truncatePreview } from './admin-format';
import { Pager } from './pager';

type Sort = { column: AdminUserSortColumn; direction: SortDirection };

/** Spec 2 §2: the same column toggles the direction; a new column starts descending. */
export const nextSort = (current: Sort, column: AdminUserSortColumn): Sort =>
  current.column === column
    ? { column, direction: current.direction === 'desc' ? 'asc' : 'desc' }
    : { column, direction: 'desc' };

const COLUMNS: Array<{ label: string; sort?: AdminUserSortColumn }> = [
  { label: 'Namn', sort: 'name' },
  { label: 'E-post', sort: 'email' },
  { label: 'Prenumerant', sort: 'subscribed' },
  { label: 'Plan' },
  { label: 'Prenumeration till' },
  { label: 'Senaste inloggning', sort: 'last_sign_in_at' },
  { label: 'Senast aktiv' },
  { label: 'Skapad', sort: 'created_at' },
  { label: 'Chattfrågor' },
  { label: 'Feedback' },
];

const cell = TABLE_CELL;

export function UsersTab() {
  const [sort, setSort] = useState<Sort>({ column: 'created_at', direction: 'desc' });
  const [page, setPage] = useState(1);
  const [openUser, setOpenUser] = useState<string | null>(null);
  const users = useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'users', sort, page],
    queryFn: ({ signal }) => fetchAdminUsers({ sort: sort.column, direction: sort.direction, page }, signal),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    // Spec 2 §8: errors loading users are only logged.
    if (users.error) {
      console.error('Admin users could not be loaded', users.error);
    }
  }, [users.error]);

  const sortBy = (column: AdminUserSortColumn) => {
    setSort((current) => nextSort(current, column));
    setPage(1);
  };
  const stats = users.data?.stats;

  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-3 gap-3 sm:max-w-xl">
        {[
          { label: 'Totalt', value: stats?.total },
          { label: 'Prenumeranter', value: stats?.subscribed },
          { label: 'Gratis', value: stats?.free },
        ].map((item) => (
          <div key={item.label} className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
            <dt className="text-xs text-slate-700 sm:text-sm">{item.label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900">{item.value ?? '–'}</dd>
          </div>
        ))}
      </dl>
      <TableScroll label="Användartabell">
        <table className="w-full min-w-[800px] text-left text-sm">
          <caption className="sr-only">Användare</caption>
          <thead className="bg-slate-50 text-slate-800">
            <tr>
              {COLUMNS.map((column) => {
                const active = column.sort !== undefined && sort.column === column.sort;
                const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
                return (
                  <th key={column.label} scope="col" aria-sort={ariaSort} className="px-3 py-2 font-semibold">
                    {column.sort ? (
                      <button
                        type="button"
                        onClick={() => column.sort && sortBy(column.sort)}
                        className="inline-flex items-center gap-1 rounded hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
                      >
                        {column.label}
                        <SortIcon active={active} direction={sort.direction} />
                      </button>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {users.isPending ? (
              <tr>
                <td colSpan={COLUMNS.length} className={cell}>
                  Laddar användare...
                </td>
              </tr>
            ) : (users.data?.users.length ?? 0) === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length} className={cell}>
                  Inga användare att visa.
                </td>
              </tr>
            ) : (
              users.data?.users.map((user) => (
                <Fragment key={user.id}>
                  <UserRow
                    user={user}
                    open={openUser === user.id}
                    onToggle={() => setOpenUser((current) => (current === user.id ? null : user.id))}
                  />
                  {openUser === user.id ? (
                    <tr id={`feedback-of-${user.id}`} className="border-t border-slate-100 bg-slate-50">
                      <td colSpan={COLUMNS.length} className="px-3 py-3">
                        <UserFeedback user={user} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))
            )}
          </tbody>
        </table>
      </TableScroll>
      {users.data ? (
        <Pager
          page={page}
          pageSize={users.data.page_size}
          total={users.data.stats.total}
          onPage={setPage}
          label="användare"
        />
      ) : null}
    </div>
  );
}

function SortIcon({ active, direction }: { active: boolean; direction: SortDirection }) {
  if (!active) {
    return <ArrowUpDown aria-hidden="true" className="size-3.5 text-slate-500" />;
  }
  return direction === 'asc' ? (
    <ArrowUp aria-hidden="true" className="size-3.5" />
  ) : (
    <ArrowDown aria-hidden="true" className="size-3.5" />
  );
}

function UserRow({ user, open, onToggle }: { user: AdminUser; open: boolean; onToggle: () => void }) {
  return (
    <tr className="border-t border-slate-100">
      <td className={cell}>{user.name}</td>
      <td className={cell}>{user.email}</td>
      <td className={cell}>{user.subscribed ? 'Ja' : 'Nej'}</td>
      <td className={cell}>
        {user.subscription_tier !== 'free' && user.scheduled_change
          ? planWithScheduledChange(user.subscription_tier, user.scheduled_change)
          : TIER_LABELS[user.subscription_tier]}
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        {user.subscription_end ? formatAdminDate(user.subscription_end) : '–'}
      </td>
      <td className={`${cell} whitespace-nowrap`}>{formatAdminDate(user.last_sign_in_at)}</td>
      <td className={`${cell} whitespace-nowrap`}>{formatAdminDate(user.last_active)}</td>
      <td className={`${cell} whitespace-nowrap`}>{formatAdminDate(user.created_at)}</td>
      <td className={cell}>{user.chat_interactions}</td>
      <td className={cell}>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? `feedback-of-${user.id}` : undefined}
          aria-label={`${open ? 'Dölj' : 'Visa'} feedback från ${user.email}`}
          onClick={onToggle}
        >
          {open ? 'Dölj' : 'Visa'}
        </Button>
      </td>
    </tr>
  );
}

/** The user's last 10 feedback items (spec 2 §9). */
function UserFeedback({ user }: { user: AdminUser }) {
  const feedback = useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'user-feedback', user.id],
    queryFn: ({ signal }) => fetchUserFeedback(user.id, signal),
  });
  if (feedback.isPending) {
    return <p>Laddar feedback...</p>;
  }
  if (feedback.isError) {
    return <p>Kunde inte hämta feedback-data.</p>;
  }
  if (feedback.data.items.length === 0) {
    return <p>Ingen feedback från {user.email}.</p>;
  }
  return (
    <div>
      <h3 className="font-semibold text-slate-900">Senaste feedback från {user.email}</h3>
      <ul className="mt-2 grid gap-1.5">
        {feedback.data.items.map((item) => (
          <li key={item.id} className="flex flex-wrap gap-x-3">
            <span className="whitespace-nowrap text-slate-700">{formatAdminDate(item.created_at)}</span>
            <span className="font-medium">{FEEDBACK_TYPE_LABELS[item.feedback_type]}</span>
            <span>{truncatePreview(item.question)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
