import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';

const describe = (error: unknown): string => {
  if (error instanceof Error) {
    return [`${error.name}: ${error.message}`, error.stack].filter(Boolean).join('\n\n');
  }
  return String(error);
};

/** Collapsed by default: message and stack for support, out of the way for everyone else. */
export function TechnicalDetails({ error }: { error: unknown }) {
  return (
    <Collapsible.Root className="mt-6 rounded-lg border border-slate-200 bg-slate-50">
      <Collapsible.Trigger className="group flex w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-left font-medium text-slate-800">
        Teknisk information
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
        />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <pre className="max-h-64 overflow-auto border-t border-slate-200 px-4 py-3 text-xs whitespace-pre-wrap break-words text-slate-700">
          {describe(error)}
        </pre>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
