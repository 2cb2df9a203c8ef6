import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { FaqItem } from './price-faq-items';

type FaqAccordionItemProps = {
  item: FaqItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** One question: a heading holding the toggle (Radix sets aria-expanded and aria-controls), then the answer. */
export function FaqAccordionItem({ item, open, onOpenChange }: FaqAccordionItemProps) {
  return (
    <Collapsible.Root open={open} onOpenChange={onOpenChange} className="border-b border-slate-200">
      <h3>
        <Collapsible.Trigger className="flex w-full items-center justify-between gap-4 py-4 text-left font-medium text-slate-900 hover:text-brand-800">
          {item.question}
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')}
          />
        </Collapsible.Trigger>
      </h3>
      <Collapsible.Content className="pb-4 leading-relaxed text-slate-700">{item.answer}</Collapsible.Content>
    </Collapsible.Root>
  );
}
