import { PILOT_NOTICES } from '@app/common';
import { FlaskConical } from 'lucide-react';
import { NoticeBanner } from './notice-banner';

/** The pilot notice for signed-in users (spec 1 §1). */
export function PilotBanner() {
  return (
    <NoticeBanner icon={FlaskConical} title={PILOT_NOTICES.pilot.title} tone="caution">
      {PILOT_NOTICES.pilot.text}
    </NoticeBanner>
  );
}
