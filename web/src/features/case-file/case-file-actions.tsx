import * as Dialog from '@radix-ui/react-dialog';
import { ClipboardCopy, FileDown, Loader2, Printer, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { AssistantChatMessage } from '@/features/answer-blocks/answer-types';
import { appConfig } from '@/lib/app-config';
import { toast } from '@/lib/toast';
import { useVersionInfo } from '../site-info/use-site-info';
import {
  buildCaseFile,
  CASE_FILE_TITLE,
  type CaseFile,
  type ConversationTurn,
  caseFileName,
  caseFileText,
} from './case-file';
import { copyText } from './copy-text';
import { CaseFilePrintLayout, PRINT_ONLY_VIEW_CSS } from './print-view';

export const CASE_FILE_MESSAGES = {
  copied: 'Svaret är kopierat med källor',
  copiedDescription: 'Klistra in det i akten eller i ett dokument.',
  copyFailed: 'Det gick inte att kopiera',
  copyFailedDescription: 'Öppna utskriftsvyn och kopiera texten därifrån.',
  exported: 'Dokumentet är nedladdat',
  exportFailed: 'Det gick inte att skapa dokumentet',
  exportFailedDescription: 'Försök igen, eller kopiera svaret med källor i stället.',
} as const;

/** Hands a file to the browser as a download. */
const download = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * 'Kopiera med källor', 'Exportera (.docx)' and the print view under an answer (issue 15): all made
 * in the browser from the answer on screen, nothing of the conversation goes to the server.
 */
export function CaseFileActions({
  message,
  earlier,
}: {
  message: AssistantChatMessage;
  /** The conversation before this answer: a follow-up is exported with the questions it follows. */
  earlier: readonly ConversationTurn[];
}) {
  const version = useVersionInfo();
  const [exporting, setExporting] = useState(false);
  const [printing, setPrinting] = useState<CaseFile | null>(null);

  const caseFile = () =>
    buildCaseFile({
      earlier,
      question: message.userQuestion,
      answer: message.content,
      sources: message.sources,
      validation: message.validation,
      productName: appConfig.productName,
      version: version.data?.version ?? null,
      now: new Date(),
    });

  const copy = async () => {
    const copied = await copyText(caseFileText(caseFile()));
    toast(
      copied
        ? {
            title: CASE_FILE_MESSAGES.copied,
            description: CASE_FILE_MESSAGES.copiedDescription,
            variant: 'success',
          }
        : {
            title: CASE_FILE_MESSAGES.copyFailed,
            description: CASE_FILE_MESSAGES.copyFailedDescription,
            variant: 'destructive',
          },
    );
  };

  const exportDocx = async () => {
    setExporting(true);
    try {
      const { caseFileDocx } = await import('./case-file-docx');
      const now = new Date();
      download(await caseFileDocx(caseFile()), caseFileName(now));
      toast({ title: CASE_FILE_MESSAGES.exported, description: caseFileName(now), variant: 'success' });
    } catch {
      toast({
        title: CASE_FILE_MESSAGES.exportFailed,
        description: CASE_FILE_MESSAGES.exportFailedDescription,
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" onClick={copy}>
        <ClipboardCopy aria-hidden="true" />
        Kopiera med källor
      </Button>
      <Button variant="outline" size="sm" onClick={exportDocx} disabled={exporting}>
        {exporting ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <FileDown aria-hidden="true" />
        )}
        Exportera (.docx)
      </Button>
      <Dialog.Root open={printing !== null} onOpenChange={(open) => setPrinting(open ? caseFile() : null)}>
        <Dialog.Trigger asChild>
          <Button variant="outline" size="sm">
            <Printer aria-hidden="true" />
            Utskriftsvy
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60 print:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-4 z-50 mx-auto grid max-w-3xl content-start gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none sm:inset-8 print:static print:inset-auto print:max-w-none print:overflow-visible print:rounded-none print:p-0 print:shadow-none"
          >
            <style>{PRINT_ONLY_VIEW_CSS}</style>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <Dialog.Title className="text-xl font-semibold text-slate-900">{CASE_FILE_TITLE}</Dialog.Title>
              <div className="flex gap-2 print:hidden">
                <Button size="sm" onClick={() => window.print()}>
                  <Printer aria-hidden="true" />
                  Skriv ut
                </Button>
                <Dialog.Close asChild>
                  <Button variant="ghost" size="sm" aria-label="Stäng utskriftsvyn">
                    <X aria-hidden="true" />
                  </Button>
                </Dialog.Close>
              </div>
            </div>
            {printing ? <CaseFilePrintLayout caseFile={printing} /> : null}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
