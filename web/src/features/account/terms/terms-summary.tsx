import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';

const POINTS = [
  'Tjänsten ger källbaserade svar men ersätter inte juridisk expertis eller officiella beslut. Du ansvarar själv för dina bedömningar.',
  'Skriv aldrig personuppgifter eller känsliga uppgifter (artikel 9 i GDPR) i dina frågor. Chattkonversationer sparas inte permanent.',
  'Prenumerationen betalas i förskott per månad eller år och förnyas automatiskt tills du säger upp den.',
  'Du kan säga upp prenumerationen när som helst och har då tillgång till tjänsten till slutet av den betalda perioden. Förskottsbetalda belopp återbetalas inte.',
  'Som privatperson har du 14 dagars ångerrätt. Du får ett kvitto som kan användas för kompetensutveckling.',
  'Vi strävar efter att tjänsten ska vara tillgänglig 99 % av tiden. Ändringar i villkoren meddelas via e-post minst 30 dagar i förväg.',
] as const;

/** The main points of the terms of use (spec 1 §1), with the full text one click away. */
export function TermsSummary() {
  return (
    <div className="grid gap-3">
      <ul className="ml-5 grid list-disc gap-2 text-sm leading-relaxed text-slate-700">
        {POINTS.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p className="text-sm">
        {/* A new tab keeps this dialog and its state; the terms page itself never shows the dialog. */}
        <Link
          to="/anvandarvillkor"
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
        >
          Läs de fullständiga användarvillkoren
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">(öppnas i en ny flik)</span>
        </Link>
      </p>
    </div>
  );
}
