import { JOB_TITLES, type Signup, type SignupInput, SignupSchema } from '@app/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { CheckboxField } from '@/components/form/checkbox-field';
import { PasswordField } from '@/components/form/password-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useFormErrorToast } from '@/components/form/use-form-error-toast';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { useReturnPath } from '@/features/auth/use-return-path';
import { ApiRequestError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { postSignup } from '../account-api';
import type { CheckEmailState } from '../check-email/resend-verification';
import { PasswordRules } from '../fields/password-rules';
import { SignupOptionalFields } from './signup-optional-fields';

/** Visual order of the fields, for picking the first error. */
const FIELD_ORDER = [
  'name',
  'email',
  'password',
  'confirmPassword',
  'job_title',
  'workplace',
  'referral_source',
  'consent_data',
] as const;

const OPTIONAL_FIELDS = ['workplace', 'referral_source'] as const;

const UNEXPECTED_ERROR = 'Ett oväntat fel uppstod. Försök igen senare.';

/** The registration form of spec 1 §2/§5; on success it continues to /check-email. */
export function SignupForm() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const [showOptional, setShowOptional] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    trigger,
    formState: { errors, isSubmitting, touchedFields },
  } = useForm<SignupInput, unknown, Signup>({
    resolver: zodResolver(SignupSchema),
    // A field is checked when left, then on every keystroke: "Lösenorden matchar inte" shows at once.
    mode: 'onTouched',
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      workplace: '',
      referral_source: '',
      wants_employer_billing: false,
      competence_development: false,
      consent_newsletter: true,
      consent_testing: false,
    },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';
  const showFormError = useFormErrorToast(errors, {
    key: 'signup-form',
    title: 'Formulärfel',
    order: FIELD_ORDER,
    fallback: 'Vänligen kontrollera dina uppgifter.',
  });

  const onValid = async (values: Signup) => {
    try {
      // The verification link signs in and leads on to where the visitor came from.
      const result = await postSignup(returnPath === '/' ? values : { ...values, return_to: returnPath });
      if (result.profileSaved) {
        toast({
          title: 'Registrering lyckades!',
          description: 'Kolla din e-post för att verifiera ditt konto.',
          variant: 'success',
        });
      } else {
        toast({
          title: 'Varning',
          description: 'Kontot skapades men användardata kunde inte sparas. Du kan fortfarande logga in.',
        });
      }
      // In the history entry, not the address bar: /check-email names it and can send the mail again.
      await navigate('/check-email', { state: { email: values.email } satisfies CheckEmailState });
    } catch (error) {
      toast({
        title: 'Fel vid registrering',
        description: error instanceof ApiRequestError ? error.message : UNEXPECTED_ERROR,
        variant: 'destructive',
      });
    }
  };

  const onInvalid = (formErrors: FieldErrors<SignupInput>) => {
    // An error in a collapsed optional field must be visible to be fixed.
    if (OPTIONAL_FIELDS.some((name) => formErrors[name])) {
      setShowOptional(true);
    }
    showFormError(formErrors);
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      aria-busy={isSubmitting}
      className="grid gap-5"
    >
      <TextField label="Namn" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="E-postadress"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Lösenord"
        autoComplete="new-password"
        invalid={Boolean(errors.password)}
        details={(id) => <PasswordRules id={id} password={password} />}
        {...register('password', {
          // Changing the first password re-checks a confirmation already typed.
          onChange: () => (touchedFields.confirmPassword ? void trigger('confirmPassword') : undefined),
        })}
      />
      <PasswordField
        label="Bekräfta lösenord"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SelectField
        label="Vad arbetar du som?"
        placeholder="Välj ett alternativ"
        options={JOB_TITLES}
        error={errors.job_title?.message}
        {...register('job_title')}
      />
      <SignupOptionalFields
        open={showOptional}
        onOpenChange={setShowOptional}
        register={register}
        errors={errors}
      />
      <CheckboxField
        label={
          <>
            Jag godkänner att mina uppgifter lagras och behandlas enligt GDPR och{' '}
            <Link
              to="/integritet"
              target="_blank"
              rel="noopener"
              className="font-medium text-brand-700 underline"
            >
              integritetspolicyn
            </Link>
            .
          </>
        }
        error={errors.consent_data?.message}
        {...register('consent_data')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        <BusyIcon busy={isSubmitting} icon={UserPlus} />
        Skapa konto
      </Button>
      <p className="text-center text-sm text-slate-700">
        Har du redan ett konto?{' '}
        <Link to="/login" className="font-medium text-brand-700 underline">
          Logga in
        </Link>
      </p>
    </form>
  );
}
