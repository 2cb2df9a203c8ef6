import { AnswerBlocks } from '@/features/answer-blocks/formatted-answer';
import {
  type CaseFile,
  type Footnote,
  producedLine,
  questionTitle,
  SECTION_TITLES,
  unconfirmedLine,
} from './case-file';

function FootnoteList({ title, notes }: { title: string; notes: readonly Footnote[] }) {
  if (notes.length === 0) {
    return null;
  }
  return (
    <section className="grid gap-1">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      <ol className="grid gap-1 text-sm">
        {notes.map((note) => (
          <li key={note.number} className="break-words">
            {`[${note.number}] ${note.text}`}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The case file laid out for paper: the same content as the copied text and the .docx. */
export function CaseFilePrintLayout({ caseFile }: { caseFile: CaseFile }) {
  return (
    <div className="grid gap-4 text-slate-900">
      <p className="text-sm text-slate-700">{producedLine(caseFile)}</p>
      {caseFile.earlier.length > 0 ? (
        <section className="grid gap-2 border-l-4 border-slate-200 pl-3">
          <h3 className="text-base font-semibold">{SECTION_TITLES.earlier}</h3>
          {caseFile.earlier.map((turn, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the turns before an answer never change
            <div key={index} className="grid gap-1 text-sm">
              <h4 className="font-semibold">{`${SECTION_TITLES.earlierQuestion} ${index + 1}`}</h4>
              <p className="whitespace-pre-wrap break-words">{turn.question}</p>
              <AnswerBlocks blocks={turn.answer} />
            </div>
          ))}
        </section>
      ) : null}
      <section className="grid gap-1">
        <h3 className="text-base font-semibold">{questionTitle(caseFile)}</h3>
        <p className="whitespace-pre-wrap break-words">{caseFile.question}</p>
      </section>
      <section className="grid gap-1">
        <h3 className="text-base font-semibold">{SECTION_TITLES.answer}</h3>
        <AnswerBlocks blocks={caseFile.answer} />
      </section>
      <FootnoteList title={SECTION_TITLES.footnotes} notes={caseFile.footnotes} />
      <FootnoteList title={SECTION_TITLES.otherSources} notes={caseFile.otherSources} />
      {caseFile.validationSummary || caseFile.unconfirmed.length > 0 ? (
        <section className="grid gap-1 text-sm">
          <h3 className="text-base font-semibold">{SECTION_TITLES.validation}</h3>
          {caseFile.validationSummary ? <p>{caseFile.validationSummary}</p> : null}
          {caseFile.unconfirmed.length > 0 ? (
            <>
              <p className="font-semibold">{SECTION_TITLES.unconfirmed}:</p>
              <ul className="grid list-disc gap-1 pl-5">
                {caseFile.unconfirmed.map((item, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the statements of an answer never change
                  <li key={index} className="text-red-900">
                    {unconfirmedLine(item)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

/** While the print view is open, paper shows it alone: the page behind it is not printed. */
export const PRINT_ONLY_VIEW_CSS = '@media print { #root { display: none !important; } }';
