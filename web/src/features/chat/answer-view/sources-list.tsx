import { REPEALED_LAW_LABEL } from '@app/common';
import * as Collapsible from '@radix-ui/react-collapsible';
import { BookOpen, ChevronDown, ExternalLink, TriangleAlert } from 'lucide-react';
import { Fragment, useState } from 'react';
import type { DisplayedSource } from '@/features/answer-blocks/answer-types';
import { groupSources, MISSING_LINK, primarySources, type SourceEntry } from './source-groups';

/** A source's origin and sections, each section linked to its place in the law: two lines at most. */
function SourceDetail({ entry }: { entry: SourceEntry }) {
  const origin = entry.origin !== entry.title ? entry.origin : '';
  const text = [origin, entry.sectionReferences.join(', ')].filter(Boolean).join(' · ');
  return (
    <p title={text} className="line-clamp-2 text-xs text-slate-600">
      {origin}
      {origin && entry.sectionReferences.length > 0 ? ' · ' : null}
      {entry.sectionReferences.map((reference, index) => {
        const url = entry.sectionUrls[reference];
        return (
          <Fragment key={reference}>
            {index > 0 ? ', ' : null}
            {url ? (
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {reference}
                <span className="sr-only">{` i ${entry.origin} (öppnas i ny flik)`}</span>
              </a>
            ) : (
              reference
            )}
          </Fragment>
        );
      })}
    </p>
  );
}

/** The collapsible 'Källor och referenser' list under an answer (spec 1 §2, §4, §9). */
export function SourcesList({ sources }: { sources: readonly DisplayedSource[] }) {
  const [open, setOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const allGroups = groupSources(sources);
  const count = allGroups.reduce((sum, group) => sum + group.entries.length, 0);
  const primary = primarySources(allGroups);
  const primaryCount = primary.reduce((sum, group) => sum + group.entries.length, 0);
  const groups = showAll ? allGroups : primary;
  if (count === 0) {
    return null;
  }
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={setOpen}
      className="rounded-lg border border-slate-200 bg-slate-50"
    >
      <Collapsible.Trigger className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600">
        <BookOpen aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        <span>Källor och referenser</span>
        <span className="rounded-full bg-slate-200 px-2 text-xs text-slate-700">{count}</span>
        <ChevronDown
          aria-hidden="true"
          className={`ml-auto size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="grid gap-3 px-3 pb-3">
        {groups.map((group) => (
          <section key={group.sourceClass} aria-label={group.label} className="grid gap-1.5">
            <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{group.label}</h4>
            <ul className="grid gap-1.5">
              {group.entries.map((entry) => (
                <li key={entry.key} className="rounded-md bg-white p-2 text-sm text-slate-800 shadow-xs">
                  {entry.url ? (
                    <a
                      href={entry.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      title={entry.title}
                      className="inline-flex items-start gap-1 font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
                    >
                      {/* At most two lines on a phone; the full title is the link's name and tooltip. */}
                      <span className="line-clamp-2">{entry.title}</span>
                      <ExternalLink aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                      <span className="sr-only">(öppnas i ny flik)</span>
                    </a>
                  ) : (
                    <span className="font-medium">
                      <span title={entry.title} className="line-clamp-2">
                        {entry.title}
                      </span>{' '}
                      <span className="font-normal text-slate-600">{MISSING_LINK}</span>
                    </span>
                  )}
                  {entry.kindLabel ? (
                    <p className="text-xs font-semibold text-slate-700">{entry.kindLabel}</p>
                  ) : null}
                  {entry.databasePath ? (
                    <a
                      href={entry.databasePath}
                      target="_blank"
                      rel="noopener"
                      className="inline-flex items-center gap-1 text-xs font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
                    >
                      Öppna i rättsdatabasen
                      <ExternalLink aria-hidden="true" className="size-3" />
                      <span className="sr-only">(öppnas i ny flik)</span>
                    </a>
                  ) : null}
                  {entry.repealed ? (
                    <p className="my-1 flex w-fit items-start gap-1.5 rounded-md border border-amber-300 bg-amber-100 px-2 py-1 text-xs font-medium text-amber-950">
                      <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0 text-amber-800" />
                      {REPEALED_LAW_LABEL}
                    </p>
                  ) : null}
                  {entry.origin !== entry.title || entry.sectionReferences.length > 0 ? (
                    <SourceDetail entry={entry} />
                  ) : null}
                  {entry.versionLabels.length > 0 ? (
                    <p className="text-xs text-slate-600">{entry.versionLabels.join(' · ')}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
        {primaryCount < count ? (
          <button
            type="button"
            onClick={() => setShowAll((value) => !value)}
            className="justify-self-start text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
          >
            {showAll ? 'Visa färre källor' : `Visa alla ${count} källor`}
          </button>
        ) : null}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
