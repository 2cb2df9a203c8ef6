import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_MESSAGE_TYPES,
  type ContactFormInput,
  ContactFormSchema,
  type ContactForm as ContactFormValues,
  type ContactMessageType,
} from '@app/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { firstErrorMessage } from '@/components/form/first-error-message';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api';
import { randomUuid } from '@/lib/random-id';
import { dismissToast, toast } from '@/lib/toast';
import { postContactMessage } from './contact-api';
import { CONTACT_TOASTS } from './contact-messages';
import { MessageField } from './message-field';

/** Visual order of the fields, for picking the first error (the spec shows only that one). */
const FIELD_ORDER = ['name', 'email', 'organization', 'messageType', 'message'] as const;

type ContactFormProps = {
  /** Preselected from `?typ=` (workshop, support, demo, samarbete, allman). */
  initialType: ContactMessageType;
  /** Put focus in the first field, when the form comes back after the thank-you panel. */
  focusOnMount: boolean;
  onSent: () => void;
};

/**
 * The contact form (spec 2 §5): the shared schema checks it here and again on the server. A
 * failed send keeps everything typed. The submission's client id is kept while the content is
 * unchanged, so a retry after a lost answer is stored and mailed once.
 */
export function ContactForm({ initialType, focusOnMount, onSent }: ContactFormProps) {
  const headingId = useId();
  const lastToast = useRef<number | undefined>(undefined);
  const submission = useRef<{ content: string; clientId: string } | undefined>(undefined);
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(ContactFormSchema),
    defaultValues: {
      name: '',
      email: '',
      organization: '',
      messageType: initialType,
      message: '',
      website: '',
    },
  });
  const message = useWatch({ control, name: 'message' }) ?? '';

  useEffect(() => {
    if (focusOnMount) {
      setFocus('name');
    }
  }, [focusOnMount, setFocus]);

  // One toast at a time from this form: a new attempt replaces the last one's message.
  const showToast = (input: Parameters<typeof toast>[0]) => {
    if (lastToast.current !== undefined) {
      dismissToast(lastToast.current);
    }
    lastToast.current = toast(input);
  };

  const clientIdFor = (values: ContactFormValues): string => {
    const content = JSON.stringify(values);
    if (submission.current?.content !== content) {
      submission.current = { content, clientId: randomUuid() };
    }
    return submission.current.clientId;
  };

  const onValid = async (values: ContactFormValues) => {
    try {
      const answer = await postContactMessage({ ...values, clientId: clientIdFor(values) });
      showToast(
        answer.emailNotification === 'sent'
          ? { title: CONTACT_TOASTS.sentTitle, description: CONTACT_TOASTS.sent, variant: 'success' }
          : { title: CONTACT_TOASTS.mailFailedTitle, description: CONTACT_TOASTS.mailFailed },
      );
      onSent();
    } catch (error) {
      showToast({
        title: CONTACT_TOASTS.saveFailedTitle,
        // The limit's own message says what to do instead; any other failure gets the spec's text.
        description:
          error instanceof ApiRequestError && error.code === 'rate_limited'
            ? error.message
            : CONTACT_TOASTS.saveFailed,
        variant: 'destructive',
      });
    }
  };

  const onInvalid = (formErrors: FieldErrors<ContactFormInput>) => {
    showToast({
      title: CONTACT_TOASTS.invalidTitle,
      description: firstErrorMessage(formErrors, FIELD_ORDER) ?? CONTACT_TOASTS.invalidFallback,
      variant: 'destructive',
    });
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-slate-900">
        Skicka ett meddelande
      </h2>
      <p className="mt-2 text-sm text-slate-700">Namn, e-postadress och meddelande måste fyllas i.</p>
      <form
        noValidate
        onSubmit={handleSubmit(onValid, onInvalid)}
        aria-busy={isSubmitting}
        className="relative mt-6 grid gap-5"
      >
        <TextField
          label="Namn"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="E-postadress"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Organisation (valfritt)"
          autoComplete="organization"
          hint="Till exempel kommun och förvaltning."
          error={errors.organization?.message}
          {...register('organization')}
        />
        <SelectField
          label="Ärendetyp"
          placeholder="Välj ärendetyp"
          options={CONTACT_MESSAGE_TYPES}
          error={errors.messageType?.message}
          {...register('messageType')}
        />
        <MessageField
          label="Meddelande"
          hint={`Minst ${CONTACT_MESSAGE_MIN} och högst ${CONTACT_MESSAGE_MAX} tecken. Skriv inte personnummer eller andra uppgifter om enskilda personer.`}
          length={message.length}
          required
          error={errors.message?.message}
          {...register('message')}
        />
        {/* The honeypot: off screen and out of the tab order, so only a bot fills it in (ADR 011). */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Lämna det här fältet tomt
            <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
          </label>
        </div>
        <div>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            <BusyIcon busy={isSubmitting} icon={Send} />
            {isSubmitting ? 'Skickar...' : 'Skicka meddelande'}
          </Button>
        </div>
      </form>
    </section>
  );
}
