import * as Dialog from '@radix-ui/react-dialog';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { InfoPage } from './info-pages';

/**
 * One info page in the side menu. The link holds only the title, so its name is its visible text
 * (WCAG 2.5.3); the text under it is the link's description, and the link's ::after covers the
 * whole card so all of it stays clickable and the focus ring surrounds it.
 */
export function SideMenuLink({ page }: { page: InfoPage }) {
  const descriptionId = useId();
  return (
    <div className="group relative flex items-center gap-3 rounded-lg px-3 py-3 hover:bg-brand-50">
      <span className="grid flex-1 gap-0.5">
        <Dialog.Close asChild>
          <Link
            to={page.path}
            aria-describedby={descriptionId}
            className="font-medium text-slate-900 after:absolute after:inset-0 after:rounded-lg group-hover:text-brand-800 focus-visible:outline-none focus-visible:after:outline-[3px] focus-visible:after:outline-brand-500 focus-visible:after:outline-offset-2 focus-visible:after:outline-solid"
          >
            {page.title}
          </Link>
        </Dialog.Close>
        <span id={descriptionId} className="text-sm text-slate-600">
          {page.description}
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
    </div>
  );
}
