import { EMBEDDING_LOG_MAX_ENTRIES } from '@app/common';
import { useCallback, useState } from 'react';

export type LogEntry = { id: number; time: string; message: string };

/** An error's text for a log line; ours carry the server's Swedish message. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

let nextId = 0;

/** A debug log that keeps the newest entries only (spec 2 §2: 100). */
export function useDebugLog(max = EMBEDDING_LOG_MAX_ENTRIES) {
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const log = useCallback(
    (message: string) => {
      nextId += 1;
      const entry = { id: nextId, time: new Date().toLocaleTimeString('sv-SE'), message };
      setEntries((current) => [...current, entry].slice(-max));
    },
    [max],
  );
  const clear = useCallback(() => setEntries([]), []);
  return { entries, log, clear };
}

/** The scrollable log panel of the embedding pages. */
export function DebugLogPanel({ entries, title }: { entries: LogEntry[]; title: string }) {
  return (
    <section aria-labelledby="debug-log-heading" className="grid gap-3">
      <h2 id="debug-log-heading" className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <ol
        aria-labelledby="debug-log-heading"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="max-h-80 overflow-auto rounded-lg bg-slate-900 p-4 font-mono text-xs text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {entries.length === 0 ? <li className="text-slate-300">Loggen är tom.</li> : null}
        {entries.map((entry) => (
          <li key={entry.id}>
            <span className="text-slate-400">[{entry.time}]</span> {entry.message}
          </li>
        ))}
      </ol>
    </section>
  );
}
