import { Link } from 'react-router';
import { SitePageView, siteTexts } from '@/components/site-page-view';
import { SupplierDetails } from '@/features/site-info/supplier-details';

export function PrivacyPage() {
  return (
    <SitePageView
      page={siteTexts('privacy')}
      sectionExtras={{ personuppgiftsansvarig: <SupplierDetails /> }}
      footer={
        <p className="mt-10 text-slate-700">
          Läs också våra{' '}
          <Link to="/anvandarvillkor" className="font-medium text-brand-700 underline">
            användarvillkor
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
