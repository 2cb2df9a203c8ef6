import { ArrowRight, KeyRound, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The call to activate a licence: register for free, then choose a plan on /pris. */
export function LicenceCallToAction({
  heading,
  paragraphs,
}: {
  heading: string;
  paragraphs: readonly string[];
}) {
  return (
    <section
      aria-labelledby="licence-heading"
      className="bg-brand-900 text-white [&_:focus-visible]:outline-white"
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 md:grid-cols-[2fr_1fr] md:items-center">
        <div>
          <h2
            id="licence-heading"
            className="flex items-center gap-3 text-2xl font-semibold tracking-tight sm:text-3xl"
          >
            <KeyRound aria-hidden="true" className="size-7 shrink-0" />
            {heading}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 max-w-prose leading-relaxed text-slate-100">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="flex flex-wrap gap-3 md:flex-col md:items-stretch">
          <Button asChild size="lg" variant="secondary">
            <Link to="/pris">
              Se priser och aktivera
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white bg-transparent text-white hover:bg-white/10"
          >
            <Link to="/signup">
              <UserPlus aria-hidden="true" />
              Registrera dig
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
