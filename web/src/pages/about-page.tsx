import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { SitePageView, siteTexts } from '@/components/site-page-view';
import { Button } from '@/components/ui/button';
import { SupplierDetails } from '@/features/site-info/supplier-details';

export function AboutPage() {
  return (
    <SitePageView
      page={siteTexts('about')}
      sectionExtras={{ behind: <SupplierDetails /> }}
      footer={
        <Button asChild size="lg" className="mt-6">
          <Link to="/kontakt">
            <Mail aria-hidden="true" />
            Kontakta oss
          </Link>
        </Button>
      }
    />
  );
}
