import { ArrowRight, CreditCard, Info, PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { usePaymentReturn } from '@/features/billing/use-payment-return';
import { WelcomeSteps } from '@/features/billing/welcome-steps';
import { appConfig } from '@/lib/app-config';

export function WelcomePage() {
  // A paid checkout lands here with success=true and session_id (spec 2): the payment toast, the
  // subscription checked again after 2 s, and both parameters removed from the address.
  usePaymentReturn();
  return (
    <section
      aria-labelledby="welcome-heading"
      className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 sm:py-16"
    >
      <Seo
        title="Välkommen"
        path="/valkommen"
        description="Tack för din prenumeration! Här får du tips för att komma igång med tjänsten."
        noIndex
      />
      <div className="grid max-w-3xl gap-4">
        <PartyPopper aria-hidden="true" className="size-10 text-brand-700" />
        <h1 id="welcome-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Välkommen som prenumerant!
        </h1>
        <p className="text-lg leading-relaxed text-slate-700">
          Tack för din prenumeration. Här är några tips för att komma igång med {appConfig.productName}.
        </p>
      </div>
      <WelcomeSteps />
      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link to="/">
            Gå till verktyget
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={appConfig.aboutPath}>
            <Info aria-hidden="true" />
            Om {appConfig.productName}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/pris">
            <CreditCard aria-hidden="true" />
            Priser och din plan
          </Link>
        </Button>
      </div>
    </section>
  );
}
