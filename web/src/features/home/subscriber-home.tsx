import { areaWords } from '@app/common';
import { ArrowDown } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useProfile } from '@/features/account/use-profile';
import { appConfig } from '@/lib/app-config';
import { PilotBanner } from './pilot-banner';
import { ToolArea } from './tool-area';
import { TOOL_AREA_PATH } from './tool-area-id';
import { WorkInProgressBanner } from './work-in-progress-banner';

/** Home for a subscriber: the way into the tool, the pilot notices and the tool itself. */
export function SubscriberHome() {
  const profile = useProfile();
  // The server counts sign-ins: the account's first session is its first visit.
  const returning = (profile.data?.sign_in_count ?? 0) > 1;
  return (
    <div className="mx-auto grid max-w-5xl gap-4 px-4 py-6 sm:gap-6 sm:px-6 sm:py-10">
      <div className="grid gap-3 sm:gap-4">
        <h1 className="text-2xl font-bold sm:text-3xl tracking-tight text-slate-900">
          {returning ? 'Välkommen tillbaka' : 'Välkommen'}
        </h1>
        <p className="max-w-2xl leading-relaxed sm:text-lg text-slate-700">
          {`Ställ dina frågor om ${areaWords(appConfig).subject} och få svar med hänvisningar till lagar, förarbeten och praxis.`}
        </p>
        <Button asChild size="lg" className="justify-self-start">
          <Link to={TOOL_AREA_PATH}>
            <ArrowDown aria-hidden="true" />
            Gå till verktyget
          </Link>
        </Button>
      </div>
      <div className="grid gap-2 sm:gap-4 md:grid-cols-2">
        <PilotBanner />
        <WorkInProgressBanner />
      </div>
      <ToolArea />
    </div>
  );
}
