import { Link } from 'react-router';
import { SitePageView, siteTexts } from '@/components/site-page-view';
import { SupplierDetails } from '@/features/site-info/supplier-details';

export function TermsPage() {
  return (
    <SitePageView
      page={siteTexts('terms')}
      sectionExtras={{ avtalspart: <SupplierDetails /> }}
      footer={
        <p className="mt-10 text-slate-700">
          Läs också vår{' '}
          <Link to="/integritet" className="font-medium text-brand-700 underline">
            integritetspolicy
          </Link>{' '}
          eller{' '}
          <Link to="/kontakt" className="font-medium text-brand-700 underline">
            kontakta oss
          </Link>
          .
        </p>
      }
    />
  );
}
