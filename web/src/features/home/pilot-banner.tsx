import { FlaskConical } from 'lucide-react';
import { NoticeBanner } from './notice-banner';

/** The pilot notice for signed-in users (spec 1 §1). */
export function PilotBanner() {
  return (
    <NoticeBanner icon={FlaskConical} title="Tjänsten är en pilot" tone="caution">
      Svaren ger stöd men ersätter inte din egen bedömning. Komplettera alltid med ditt professionella omdöme
      och kontrollera källorna innan du fattar beslut.
    </NoticeBanner>
  );
}
