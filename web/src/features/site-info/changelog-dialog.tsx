import { type Changelog, formatDateSv } from '@app/common';
import * as Dialog from '@radix-ui/react-dialog';
import { History, X } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Every release, newest first, with the database migrations each one brought (spec 2 §2). */
export function ChangelogDialog({ changelog }: { changelog: Changelog }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="outline">
          <History aria-hidden="true" className="size-4" />
          Visa hela ändringsloggen
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold text-slate-900">Ändringslogg</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm">
                <X aria-hidden="true" className="size-4" />
                Stäng
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="leading-relaxed text-slate-700">
            Alla versioner, den senaste först, med de databasmigreringar som varje version för med sig.
          </Dialog.Description>
          <ol className="grid gap-6">
            {changelog.history.map((release) => (
              <li key={release.version} aria-labelledby={`release-${release.version}`}>
                <h3 id={`release-${release.version}`} className="text-lg font-semibold text-slate-900">
                  Version {release.version}
                </h3>
                <p className="text-sm text-slate-600">{formatDateSv(release.date)}</p>
                <p className="mt-2 leading-relaxed text-slate-700">{release.description}</p>
                <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
                  {release.changes.map((change) => (
                    <li key={change}>{change}</li>
                  ))}
                </ul>
                {release.migrations ? (
                  <>
                    <h4 className="mt-3 font-medium text-slate-900">Databasmigreringar</h4>
                    <ul className="mt-1 space-y-1 text-sm text-slate-700">
                      {release.migrations.map((migration) => (
                        <li key={migration.tag}>
                          <code className="rounded bg-slate-100 px-1 py-0.5 text-slate-900">
                            {migration.tag}
                          </code>{' '}
                          {migration.description}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
