import { type OrganisationInput, OrganisationInputSchema, organisationSavedMessage } from '@app/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api';
import { ORGANISATION_QUERY_KEY } from '@/lib/query-keys';
import { saveOrganisation } from './organisation-api';

export type OrganisationFormValues = {
  name: string;
  org_number: string;
  seats: string;
  period_start: string;
  period_end: string;
  allowed_domains: string;
  invoice_reference: string;
  admin_email: string;
};

export const EMPTY_ORGANISATION: OrganisationFormValues = {
  name: '',
  org_number: '',
  seats: '',
  period_start: '',
  period_end: '',
  allowed_domains: '',
  invoice_reference: '',
  admin_email: '',
};

const toInput = (values: OrganisationFormValues): OrganisationInput => ({
  ...values,
  seats: values.seats,
  allowed_domains: values.allowed_domains
    .split(/[\s,;]+/)
    .map((domain) => domain.trim())
    .filter(Boolean),
});

const FIELDS: Array<{ key: keyof OrganisationFormValues; label: string; type?: string; hint?: string }> = [
  { key: 'name', label: 'Namn' },
  { key: 'org_number', label: 'Organisationsnummer', hint: 'Tio siffror, till exempel 212000-0142.' },
  { key: 'seats', label: 'Antal platser', type: 'number' },
  { key: 'period_start', label: 'Licensen gäller från', type: 'date' },
  { key: 'period_end', label: 'Licensen gäller till och med', type: 'date' },
  {
    key: 'allowed_domains',
    label: 'Tillåtna e-postdomäner',
    hint: 'Den som loggar in med en adress i domänen blir medlem så länge platser finns, och organisationens egen inloggning kan bara gälla de här domänerna. Skilj med kommatecken.',
  },
  { key: 'invoice_reference', label: 'Fakturareferens' },
  {
    key: 'admin_email',
    label: 'Organisationsadministratörens e-post',
    type: 'email',
    hint: 'Får en inbjudan att administrera organisationen.',
  },
];

/** The operator's form for a new organisation, or for editing one (`id`). */
export function OrganisationForm({
  id,
  initial,
  onDone,
}: {
  id: string | null;
  initial: OrganisationFormValues;
  /** Closes the form: with the confirmation to show after a save, null when cancelled. */
  onDone: (saved: string | null) => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (input: OrganisationInput) => saveOrganisation(id, input),
    onSuccess: async (_saved, input) => {
      await queryClient.invalidateQueries({ queryKey: ORGANISATION_QUERY_KEY });
      const parsed = OrganisationInputSchema.parse(input);
      onDone(
        organisationSavedMessage({
          name: parsed.name,
          created: id === null,
          admin_email: parsed.admin_email,
        }),
      );
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = toInput(values);
    const parsed = OrganisationInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'name');
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(input);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2"
    >
      <h3 className="text-lg font-semibold text-slate-900 sm:col-span-2">
        {id ? 'Redigera organisation' : 'Ny organisation'}
      </h3>
      {FIELDS.map((field) => (
        <TextField
          key={field.key}
          label={field.label}
          type={field.type ?? 'text'}
          {...(field.hint ? { hint: field.hint } : {})}
          value={values[field.key]}
          error={errors[field.key]}
          onChange={(event) => setValues((current) => ({ ...current, [field.key]: event.target.value }))}
        />
      ))}
      {save.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900 sm:col-span-2">
          {save.error instanceof ApiRequestError
            ? save.error.message
            : 'Det gick inte att spara. Försök igen.'}
        </p>
      ) : null}
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {id ? 'Spara ändringar' : 'Skapa organisation'}
        </Button>
        <Button type="button" variant="outline" onClick={() => onDone(null)}>
          Avbryt
        </Button>
      </div>
    </form>
  );
}
