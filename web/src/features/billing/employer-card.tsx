import { Building2, Check, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

const OFFERS = [
  'Offert anpassad efter er verksamhet',
  'Grupprabatt när 5 eller fler ska använda tjänsten',
  'Organisationslicenser och statistik över användningen',
  'Betalning mot faktura',
] as const;

/** For employers and organisations that buy for a team (spec 2 §1). */
export function EmployerCard() {
  return (
    <section
      aria-labelledby="employer-heading"
      className="grid gap-6 rounded-2xl border border-slate-200 bg-slate-50 p-6 md:grid-cols-[2fr_1fr] md:items-center"
    >
      <div>
        <h2 id="employer-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <Building2 aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
          För arbetsgivare och organisationer
        </h2>
        <p className="mt-2 leading-relaxed text-slate-700">
          Vill ni ge flera medarbetare tillgång till tjänsten? Kontakta oss så tar vi fram ett erbjudande.
        </p>
        <ul className="mt-4 grid gap-2 text-slate-800 sm:grid-cols-2">
          {OFFERS.map((offer) => (
            <li key={offer} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-700" />
              {offer}
            </li>
          ))}
        </ul>
      </div>
      <Button asChild size="lg" className="md:justify-self-end">
        <Link to="/kontakt">
          <Mail aria-hidden="true" />
          Begär offert
        </Link>
      </Button>
    </section>
  );
}
