import { SUPPLIER_LABELS } from '@app/common';
import { Mail, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/use-auth';
import { TOOL_AREA_PATH } from '@/features/home/tool-area-id';
import { SupplierExampleNotice, SupplierValue } from '@/features/site-info/supplier-details';
import { useSupplier } from '@/features/site-info/use-supplier';
import { appConfig } from '@/lib/app-config';
import { ProductLogo } from './product-logo';

const footerLinkClass = 'rounded-sm text-slate-300 underline-offset-4 hover:text-white hover:underline';

const SIGNED_OUT_LINKS = [
  { to: '/signup', label: 'Registrera dig' },
  { to: '/login', label: 'Logga in' },
] as const;

const SIGNED_IN_LINKS = [
  { to: TOOL_AREA_PATH, label: 'Använd verktyget' },
  { to: '/profile', label: 'Min profil' },
] as const;

/** Who runs the service (issue 28): name, organisationsnummer, address and e-mail. */
function FooterSupplier() {
  const supplier = useSupplier().data;
  if (!supplier) {
    return (
      <p className="mt-4 flex items-center gap-2 text-slate-300">
        <MapPin aria-hidden="true" className="size-4" />
        Sverige
      </p>
    );
  }
  return (
    <>
      <address className="mt-4 grid gap-1 text-slate-300 not-italic">
        {(['name', 'organisationNumber', 'postalAddress', 'email'] as const).map((field) => (
          <span key={field}>
            {field === 'organisationNumber' ? `${SUPPLIER_LABELS.organisationNumber} ` : null}
            <SupplierValue supplier={supplier} field={field} linkClassName={footerLinkClass} />
          </span>
        ))}
      </address>
      <SupplierExampleNotice supplier={supplier} className="mt-2 text-sm text-slate-300" />
    </>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  const auth = useAuth();
  // Until the session is known the visitor's links are shown: they are the page crawlers see.
  const quickLinks = auth.status === 'authenticated' ? SIGNED_IN_LINKS : SIGNED_OUT_LINKS;
  return (
    <footer className="bg-brand-900 text-slate-200 [&_:focus-visible]:outline-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <section aria-labelledby="footer-about-heading">
          <h2 id="footer-about-heading" className="flex items-center gap-2 text-lg font-semibold text-white">
            <ProductLogo className="size-7 rounded-md ring-1 ring-white/30" />
            {appConfig.productName}
          </h2>
          <p className="mt-4 max-w-prose leading-relaxed text-slate-300">
            {appConfig.productName} är ett oberoende initiativ och ingen myndighet. Tjänsten ger kommunala
            handläggare källbaserade svar om svensk lagstiftning och praxis. Svaren ersätter inte juridisk
            expertis eller officiella beslut.
          </p>
        </section>
        <nav aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className="font-semibold text-white">
            Snabblänkar
          </h2>
          <ul className="mt-4 grid gap-2">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLinkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact-heading">
          <h2 id="footer-contact-heading" className="font-semibold text-white">
            Kontakt
          </h2>
          <FooterSupplier />
          <Button asChild variant="secondary" className="mt-4">
            <Link to="/kontakt">
              <Mail aria-hidden="true" />
              Kontakta oss
            </Link>
          </Button>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-slate-300">
            © {year} {appConfig.productName}
          </p>
          <nav aria-label="Villkor, integritet och tillgänglighet">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <li>
                <Link to="/integritet" className={footerLinkClass}>
                  Integritetspolicy
                </Link>
              </li>
              <li>
                <Link to="/anvandarvillkor" className={footerLinkClass}>
                  Användarvillkor
                </Link>
              </li>
              <li>
                <Link to="/tillganglighet" className={footerLinkClass}>
                  Tillgänglighetsredogörelse
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
