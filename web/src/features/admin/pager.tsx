import { Button } from '@/components/ui/button';

type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What the rows are, for the screen reader name of the navigation, e.g. 'användare'. */
  label: string;
};

/** Previous/next over a table the server pages; hidden when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage, label }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) {
    return null;
  }
  return (
    <nav aria-label={`Sidor med ${label}`} className="mt-4 flex items-center justify-between gap-3 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Föregående
      </Button>
      <span className="text-slate-700">
        Sida {page} av {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Nästa
      </Button>
    </nav>
  );
}
