import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { SitePageView, siteTexts } from '@/components/site-page-view';
import { Button } from '@/components/ui/button';

export function PromptSchoolPage() {
  return (
    <SitePageView
      page={siteTexts('prompt-school')}
      footer={
        <p className="mt-10 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-brand-200 bg-brand-50 p-5 text-brand-900">
          <span className="flex-1">Redo att pröva? Registreringen är kostnadsfri.</span>
          <Button asChild>
            <Link to="/signup">
              <UserPlus aria-hidden="true" />
              Registrera dig
            </Link>
          </Button>
        </p>
      }
    />
  );
}
