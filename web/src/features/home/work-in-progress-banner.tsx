import { Wrench } from 'lucide-react';
import { NoticeBanner } from './notice-banner';

/** What the team is improving right now (spec 1 §1). */
export function WorkInProgressBanner() {
  return (
    <NoticeBanner icon={Wrench} title="Det här arbetar vi med" tone="info">
      Ibland blandar verktyget ihop olika typer av källor, till exempel lagar, förordningar och förarbeten. Vi
      arbetar med att rätta till det. Kontrollera därför alltid vilken sorts källa ett svar bygger på.
    </NoticeBanner>
  );
}
