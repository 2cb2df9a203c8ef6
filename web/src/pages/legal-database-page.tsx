import { Mail, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { SitePageView, siteTexts } from '@/components/site-page-view';
import { Button } from '@/components/ui/button';

/** The announcement of the open legal database, with the ways to take part (spec 2 §2). */
export function LegalDatabasePage() {
  return (
    <SitePageView
      page={siteTexts('legal-database')}
      footer={
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/signup">
              <UserPlus aria-hidden="true" />
              Registrera dig
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/kontakt">
              <Mail aria-hidden="true" />
              Kontakta oss
            </Link>
          </Button>
        </div>
      }
    />
  );
}
