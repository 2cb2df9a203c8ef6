import { REFERRAL_SOURCES, type SignupInput } from '@app/common';
import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { cn } from '@/lib/cn';

type SignupOptionalFieldsProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  register: UseFormRegister<SignupInput>;
  errors: FieldErrors<SignupInput>;
};

/** Optional sign-up fields, collapsed behind 'Visa fler fält (valfritt)'; values survive collapsing. */
export function SignupOptionalFields({ open, onOpenChange, register, errors }: SignupOptionalFieldsProps) {
  return (
    <Collapsible.Root open={open} onOpenChange={onOpenChange} className="rounded-lg border border-slate-200">
      <Collapsible.Trigger className="flex w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-left font-medium text-brand-800 hover:bg-slate-50">
        {open ? 'Visa färre fält' : 'Visa fler fält (valfritt)'}
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </Collapsible.Trigger>
      <Collapsible.Content className="grid gap-5 border-t border-slate-200 px-4 py-4">
        <TextField
          label="Arbetsplats"
          autoComplete="organization"
          error={errors.workplace?.message}
          {...register('workplace')}
        />
        <SelectField
          label="Hur hörde du talas om oss?"
          placeholder="Välj ett alternativ"
          options={REFERRAL_SOURCES}
          error={errors.referral_source?.message}
          {...register('referral_source')}
        />
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium text-slate-900">Önskemål</legend>
          <CheckboxField
            label="Jag vill att min arbetsgivare betalar för prenumerationen"
            {...register('wants_employer_billing')}
          />
          <CheckboxField
            label="Jag vill använda tjänsten som kompetensutveckling"
            {...register('competence_development')}
          />
          <CheckboxField
            label="Jag vill gärna delta i tester av nya funktioner"
            {...register('consent_testing')}
          />
          <CheckboxField label="Jag vill få nyhetsbrev via e-post" {...register('consent_newsletter')} />
        </fieldset>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
