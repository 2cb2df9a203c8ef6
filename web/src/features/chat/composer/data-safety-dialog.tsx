import * as Dialog from '@radix-ui/react-dialog';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';

type DataSafetyDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAccept: () => void;
};

/** The data-safety (GDPR) guidelines for questions, with their accept button (spec 1 §2). */
export function DataSafetyDialog({ open, onOpenChange, onAccept }: DataSafetyDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          data-keep-warning
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
            Dataskydd i chatten
          </Dialog.Title>
          <Dialog.Description className="leading-relaxed text-slate-700">
            Chatten är till för allmänna frågor om regler och praxis, aldrig för uppgifter om enskilda
            personer.
          </Dialog.Description>
          <ul className="grid list-disc gap-1.5 pl-5 text-sm leading-relaxed text-slate-700">
            <li>Skriv aldrig namn, personnummer, adresser, e-postadresser eller telefonnummer.</li>
            <li>
              Skriv aldrig känsliga personuppgifter (GDPR artikel 9), till exempel om hälsa,
              funktionsnedsättning, etniskt ursprung eller religion.
            </li>
            <li>Beskriv ärenden allmänt, så att ingen person kan identifieras.</li>
            <li>Konversationer sparas inte permanent.</li>
            <li>Svaren ersätter inte juridisk expertis eller ett myndighetsbeslut.</li>
          </ul>
          <Button size="lg" onClick={onAccept}>
            Jag förstår och accepterar riktlinjerna
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
