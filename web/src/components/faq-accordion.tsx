import type { SiteFaqItem } from '@app/common';
import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

type HeadingLevel = 2 | 3;

type FaqAccordionItemProps = {
  item: SiteFaqItem;
  headingLevel: HeadingLevel;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** One question: a heading holding the toggle (Radix sets aria-expanded and aria-controls), then the answer. */
function FaqAccordionItem({ item, headingLevel, open, onOpenChange }: FaqAccordionItemProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Collapsible.Root open={open} onOpenChange={onOpenChange} className="border-b border-slate-200">
      <Heading>
        <Collapsible.Trigger className="flex w-full items-center justify-between gap-4 py-4 text-left font-medium text-slate-900 hover:text-brand-800">
          {item.question}
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')}
          />
        </Collapsible.Trigger>
      </Heading>
      <Collapsible.Content className="pb-4 leading-relaxed text-slate-700">{item.answer}</Collapsible.Content>
    </Collapsible.Root>
  );
}

type FaqAccordionProps = {
  items: readonly SiteFaqItem[];
  /** The questions' heading level, one below the heading they sit under. */
  headingLevel: HeadingLevel;
};

/** Questions in a single-open accordion: opening one closes the one that was open. */
export function FaqAccordion({ items, headingLevel }: FaqAccordionProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="border-t border-slate-200">
      {items.map((item) => (
        <FaqAccordionItem
          key={item.id}
          item={item}
          headingLevel={headingLevel}
          open={openId === item.id}
          onOpenChange={(open) => setOpenId(open ? item.id : null)}
        />
      ))}
    </div>
  );
}
