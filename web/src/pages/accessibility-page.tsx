import { ExternalLink, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { SitePageView, siteTexts } from '@/components/site-page-view';
import { Button } from '@/components/ui/button';

/** Digg's form for reporting a public service's shortcomings (lagen 2018:1937). */
const DIGG_REPORT_URL = 'https://www.digg.se/tdosanmalan';

/** The accessibility statement that DOS-lagen asks for, with its feedback function. */
export function AccessibilityPage() {
  return (
    <SitePageView
      page={siteTexts('accessibility')}
      footer={
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/kontakt?typ=support">
              <MessageSquare aria-hidden="true" />
              Meddela en brist
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={DIGG_REPORT_URL}>
              Anmäl till Digg
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        </div>
      }
    />
  );
}
