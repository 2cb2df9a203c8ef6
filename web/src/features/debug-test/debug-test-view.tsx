import { Bug } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  analyzeDebugRun,
  type DebugAnalysis,
  NO_TEXT_FOUND,
  runDebugTest,
  UNKNOWN_ERROR,
} from './debug-test-api';

const fieldClass =
  'h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700';
const codeClass =
  'max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-900 p-4 text-xs text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

type Run = { raw: string; analysis: DebugAnalysis | null };

/**
 * The Medical Chat Debug Tool (spec 2 §2): asks the real answer pipeline one question and shows
 * the raw event stream as it arrives, the text of the final payload and that payload's shape.
 */
export function DebugTestView() {
  const id = useId();
  const [question, setQuestion] = useState('');
  const [running, setRunning] = useState(false);
  const [run, setRun] = useState<Run | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops the answer: nobody reads it any more.
  useEffect(() => () => controller.current?.abort(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (running || question.trim() === '') {
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setRunning(true);
    setRun({ raw: '', analysis: null });
    try {
      const result = await runDebugTest(question.trim(), {
        signal: current.signal,
        onRaw: (raw) => setRun({ raw, analysis: null }),
      });
      setRun({ raw: result.raw, analysis: analyzeDebugRun(result) });
    } catch (error) {
      if (!current.signal.aborted) {
        const message = error instanceof Error && error.message ? error.message : UNKNOWN_ERROR;
        setRun((prev) => ({
          raw: prev?.raw ?? '',
          analysis: { error: message, text: null, structure: { type: 'null', keys: [] } },
        }));
      }
    } finally {
      if (!current.signal.aborted) {
        setRunning(false);
      }
    }
  };

  const analysis = run?.analysis;
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Medical Chat Debug Tool</h1>
        <p className="mt-3 text-slate-700">
          Ställer en fråga till samma svarsflöde som chatten använder och visar svaret precis som det kom.
          Frågan sparas inte.
        </p>
        <form onSubmit={submit} className="mt-4 grid gap-2">
          <label htmlFor={`${id}-question`} className="font-medium text-slate-900">
            Fråga
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-question`}
              type="text"
              value={question}
              onChange={(event) => setQuestion(event.target.value)}
              placeholder="t.ex. Kan man få bidrag till en trapphiss?"
              className={fieldClass}
            />
            <Button type="submit" disabled={running || question.trim() === ''}>
              <Bug aria-hidden="true" />
              Testa
            </Button>
          </div>
        </form>
        {running ? (
          <p role="status" className="mt-3 text-slate-700">
            Väntar på svar...
          </p>
        ) : null}
      </div>
      {analysis?.error ? (
        <section
          aria-labelledby={`${id}-error`}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-4"
        >
          <h2 id={`${id}-error`} className="font-semibold text-red-900">
            Fel uppstod:
          </h2>
          <p className="mt-1 text-red-800">{analysis.error}</p>
        </section>
      ) : null}
      {run ? (
        <section aria-labelledby={`${id}-raw`} className="grid gap-3">
          <h2 id={`${id}-raw`} className="text-xl font-semibold text-slate-900">
            Rått svar
          </h2>
          <pre
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
            tabIndex={0}
            className={codeClass}
          >
            {run.raw}
          </pre>
        </section>
      ) : null}
      {analysis ? (
        <>
          <section aria-labelledby={`${id}-text`} className="grid gap-3">
            <h2 id={`${id}-text`} className="text-xl font-semibold text-slate-900">
              Tolkad text
            </h2>
            {analysis.text === null ? (
              <p className="text-slate-700">{NO_TEXT_FOUND}</p>
            ) : (
              <>
                <p className="text-sm text-slate-700">{analysis.text.length} tecken</p>
                <p className="whitespace-pre-wrap rounded-lg border border-slate-200 bg-white p-4 text-slate-900">
                  {analysis.text}
                </p>
              </>
            )}
          </section>
          <section aria-labelledby={`${id}-structure`} className="grid gap-3">
            <h2 id={`${id}-structure`} className="text-xl font-semibold text-slate-900">
              Strukturanalys
            </h2>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-slate-800">
              <dt className="font-medium">Typ</dt>
              <dd>{analysis.structure.type}</dd>
              <dt className="font-medium">Nycklar</dt>
              <dd>{analysis.structure.keys.length > 0 ? analysis.structure.keys.join(', ') : 'Inga'}</dd>
            </dl>
          </section>
        </>
      ) : null}
    </div>
  );
}
