import * as Dialog from '@radix-ui/react-dialog';
import { Menu, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { INFO_PAGES } from './info-pages';
import { SideMenuAccount } from './side-menu-account';
import { SideMenuLink } from './side-menu-link';

/** Sheet from the right with the info pages and account actions; Radix handles focus trap and Escape. */
export function SideMenu() {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="ghost" className="px-3">
          <Menu aria-hidden="true" className="size-5" />
          <span className="sr-only sm:not-sr-only">Meny</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col bg-white shadow-xl focus:outline-none">
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">Meny</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Stäng menyn">
                <X aria-hidden="true" className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="px-5 pt-4 text-sm text-slate-600">
            Läs mer om tjänsten och hur den fungerar.
          </Dialog.Description>
          <nav aria-label="Informationssidor" className="flex-1 overflow-y-auto px-2 py-2">
            <ul className="grid gap-0.5">
              {INFO_PAGES.map((page) => (
                <li key={page.path}>
                  <SideMenuLink page={page} />
                </li>
              ))}
            </ul>
          </nav>
          <div className="border-t border-slate-200 px-5 py-4">
            <SideMenuAccount />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
