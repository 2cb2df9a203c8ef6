import {
  JOB_TITLES,
  type Profile,
  type ProfileUpdate,
  type ProfileUpdateInput,
  ProfileUpdateSchema,
} from '@app/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { IdCard, Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useFormErrorToast } from '@/components/form/use-form-error-toast';
import { ProfileCard } from '@/components/profile-card';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { useRefreshSession } from '@/features/auth/use-auth';
import { ApiRequestError } from '@/lib/api';
import { PROFILE_QUERY_KEY } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { patchProfile } from '../account-api';

const FIELD_ORDER = ['name', 'job_title', 'workplace'] as const;
const SAVE_FAILED = 'Uppgifterna sparades inte';
const UNEXPECTED_ERROR = 'Ett oväntat fel uppstod. Försök igen senare.';

/** Name, job title and workplace, changed by the sign-up rules (the server checks them again). */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(ProfileUpdateSchema),
    mode: 'onTouched',
    defaultValues: {
      name: profile.name,
      job_title: (profile.job_title ?? '') as ProfileUpdateInput['job_title'],
      workplace: profile.workplace ?? '',
    },
  });
  const onInvalid = useFormErrorToast(errors, {
    key: 'profile-details-form',
    title: SAVE_FAILED,
    order: FIELD_ORDER,
    fallback: 'Kontrollera dina uppgifter.',
  });

  const onValid = async (values: ProfileUpdate) => {
    try {
      const saved = await patchProfile(values);
      queryClient.setQueriesData({ queryKey: PROFILE_QUERY_KEY }, saved);
      reset({ name: saved.name, job_title: values.job_title, workplace: saved.workplace ?? '' });
      // The name also shows in the header, which reads it from the session.
      await refreshSession();
      toast({ title: 'Uppgifterna har sparats', variant: 'success' });
    } catch (error) {
      toast({
        title: SAVE_FAILED,
        description: error instanceof ApiRequestError ? error.message : UNEXPECTED_ERROR,
        variant: 'destructive',
      });
    }
  };

  return (
    <ProfileCard
      title="Dina uppgifter"
      icon={IdCard}
      description="Namn, yrkesroll och arbetsplats. E-postadressen kan inte ändras här."
    >
      <form
        noValidate
        onSubmit={handleSubmit(onValid, onInvalid)}
        aria-busy={isSubmitting}
        className="grid gap-4"
      >
        <TextField label="Namn" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <SelectField
          label="Vad arbetar du som?"
          placeholder="Välj ett alternativ"
          options={JOB_TITLES}
          error={errors.job_title?.message}
          {...register('job_title')}
        />
        <TextField
          label="Arbetsplats (valfritt)"
          autoComplete="organization"
          error={errors.workplace?.message}
          {...register('workplace')}
        />
        <Button type="submit" className="justify-self-start" disabled={isSubmitting || !isDirty}>
          <BusyIcon busy={isSubmitting} icon={Save} />
          Spara ändringar
        </Button>
      </form>
    </ProfileCard>
  );
}
