import { PILOT_NOTICES } from '@app/common';
import { Wrench } from 'lucide-react';
import { NoticeBanner } from './notice-banner';

/** What the team is improving right now (spec 1 §1). */
export function WorkInProgressBanner() {
  return (
    <NoticeBanner icon={Wrench} title={PILOT_NOTICES.workInProgress.title} tone="info">
      {PILOT_NOTICES.workInProgress.text}
    </NoticeBanner>
  );
}
