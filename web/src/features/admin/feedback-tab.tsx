import {
  ADMIN_FEEDBACK_FILTERS,
  type AdminFeedbackFilter,
  type AdminFeedbackItem,
  FEEDBACK_TYPE_LABELS,
  feedbackAuthor,
  formatAdminDate,
} from '@app/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { TABLE_CELL, TableHead, TableMessageRow, TableScroll } from '@/components/table-scroll';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { ADMIN_QUERY_KEY, clearAllFeedback, fetchAdminFeedback } from './admin-api';
import { truncatePreview } from './admin-format';
import { FeedbackDetailDialog } from './feedback-detail-dialog';
import { Pager } from './pager';

/** Spec 2 §4: a new filter is fetched 100 ms after the change. */
const FILTER_DELAY_MS = 100;
export const CLEAR_FEEDBACK_CONFIRM =
  'Är du säker på att du vill radera all feedback? Detta kan inte ångras.';

const FILTER_LABELS: Record<AdminFeedbackFilter, string> = { all: 'Alla', ...FEEDBACK_TYPE_LABELS };

const cell = TABLE_CELL;

export function FeedbackTab() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<AdminFeedbackFilter>('all');
  const [applied, setApplied] = useState<AdminFeedbackFilter>('all');
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<AdminFeedbackItem | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setApplied(filter);
      setPage(1);
    }, FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filter]);

  const feedback = useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'feedback', applied, page],
    queryFn: ({ signal }) => fetchAdminFeedback({ type: applied, page }, signal),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (feedback.isError) {
      toast({
        title: 'Fel vid hämtning av feedback',
        description: 'Kunde inte hämta feedback-data.',
        variant: 'destructive',
      });
    }
  }, [feedback.isError]);

  const clear = useMutation({
    mutationFn: clearAllFeedback,
    onSuccess: ({ deletedCount }) => {
      toast({
        title: 'Feedback raderad',
        description: `Totalt raderat: ${deletedCount}`,
        variant: 'success',
      });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) {
        toast({
          title: 'Kunde inte radera feedback',
          description: error.message || 'Okänt fel.',
          variant: 'destructive',
        });
      } else {
        toast({ title: 'Oväntat fel', description: 'Försök igen senare.', variant: 'destructive' });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });

  const askToClear = () => {
    if (window.confirm(CLEAR_FEEDBACK_CONFIRM)) {
      clear.mutate();
    }
  };

  const items = feedback.data?.items ?? [];
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-4">
          <div className="grid gap-1">
            <label htmlFor="feedback-filter" className="text-sm font-medium text-slate-800">
              Typ av feedback
            </label>
            <select
              id="feedback-filter"
              value={filter}
              onChange={(event) => setFilter(event.target.value as AdminFeedbackFilter)}
              className="h-10 rounded-md border border-slate-300 bg-white px-3 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {ADMIN_FEEDBACK_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {FILTER_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <p className="pb-2 text-sm text-slate-700" aria-live="polite">
            {feedback.data ? `Totalt: ${feedback.data.total}` : ''}
          </p>
        </div>
        <Button variant="destructive" onClick={askToClear} disabled={clear.isPending}>
          <Trash2 aria-hidden="true" />
          {clear.isPending ? 'Raderar...' : 'Radera all feedback'}
        </Button>
      </div>
      <TableScroll label="Feedbacktabell">
        <table className="w-full min-w-[800px] text-left text-sm">
          <caption className="sr-only">Feedback</caption>
          <TableHead labels={['Datum', 'Typ', 'Fråga', 'Felrapport', 'Användare', 'Detaljer']} />
          <tbody>
            {feedback.isPending ? (
              <TableMessageRow columns={6}>Laddar feedback...</TableMessageRow>
            ) : items.length === 0 ? (
              <TableMessageRow columns={6}>Ingen feedback att visa.</TableMessageRow>
            ) : (
              items.map((item) => {
                return (
                  <tr key={item.id} className="border-t border-slate-100">
                    <td className={`${cell} whitespace-nowrap`}>{formatAdminDate(item.created_at)}</td>
                    <td className={`${cell} whitespace-nowrap`}>
                      {FEEDBACK_TYPE_LABELS[item.feedback_type]}
                    </td>
                    <td className={cell}>{truncatePreview(item.question)}</td>
                    <td className={cell}>{truncatePreview(item.detailed_feedback)}</td>
                    <td className={`${cell} break-all`}>{feedbackAuthor(item)}</td>
                    <td className={cell}>
                      <Button variant="outline" size="sm" onClick={() => setShown(item)}>
                        Visa
                      </Button>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </TableScroll>
      {feedback.data ? (
        <Pager
          page={page}
          pageSize={feedback.data.page_size}
          total={feedback.data.total}
          onPage={setPage}
          label="feedback"
        />
      ) : null}
      <FeedbackDetailDialog item={shown} onClose={() => setShown(null)} />
    </div>
  );
}
