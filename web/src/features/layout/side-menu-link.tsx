import * as Dialog from '@radix-ui/react-dialog';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { InfoPage } from './info-pages';

/** One info page in the side menu; the title is the link's name and the text its description. */
export function SideMenuLink({ page }: { page: InfoPage }) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog.Close asChild>
      <Link
        to={page.path}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="group flex items-center gap-3 rounded-lg px-3 py-3 hover:bg-brand-50"
      >
        <span className="grid flex-1 gap-0.5">
          <span id={titleId} className="font-medium text-slate-900 group-hover:text-brand-800">
            {page.title}
          </span>
          <span id={descriptionId} className="text-sm text-slate-600">
            {page.description}
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      </Link>
    </Dialog.Close>
  );
}
