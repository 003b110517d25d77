import { useState } from 'react';
import type { PlayerProfile } from '@casino/shared';
import { BirthDateInput, SelectInput, TextInput, useFieldValidation } from '@/components/ui/form';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import { usePageLocale } from '@/lib/page-locale';
import { useProfile } from '../api/get-profile';
import { useProfileValidations } from '../api/get-profile-validations';
import { useUpdateProfile, type ProfileChanges } from '../api/update-profile';
import { FormMessage, PageHeading, SubmitButton } from '../components/form-parts';
import type { ProfilePageProps } from '../components/profile-page-props';
import { showSubmitError } from '@/lib/forms/request-error';
import { useFormTexts } from '@/lib/forms/use-form-texts';
import '@/components/ui/form/form-layout.css';
import '../components/profile.css';
import '@/components/ui/card.css';

/** The personal fields of the profile scenario, in form order; nickname and settings have their own places. */
const PERSONAL_FIELDS = ['firstName', 'lastName', 'gender', 'birthdate', 'city', 'address', 'postalCode'] as const;
type PersonalField = (typeof PERSONAL_FIELDS)[number];
const GENDERS = ['female', 'male', 'other'] as const;

const initialValuesOf = (profile: PlayerProfile) =>
  Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, profile[field] ?? '']));

/** Only what changed is sent; a cleared field is sent empty, which the server stores as none. */
function changesOf(values: Partial<Record<PersonalField, unknown>>, profile: PlayerProfile): ProfileChanges {
  const changes: Record<string, string> = {};
  for (const field of PERSONAL_FIELDS) {
    const value = typeof values[field] === 'string' ? values[field].trim() : '';
    if (value !== (profile[field] ?? '')) changes[field] = value;
  }
  return changes;
}

/** Personal details: the profile form of `fields/validations?scenario=profile`. */
export default function PersonalPage({ headingLevel }: ProfilePageProps) {
  const t = useT();
  const { data: profile } = useProfile();
  const validations = useProfileValidations();
  if (!profile) return null;
  const listed = validations.data?.fields;
  const fields = PERSONAL_FIELDS.filter((field) => listed === undefined || listed.includes(field));
  return (
    <section className="profile-page" data-testid="profile-personal">
      <PageHeading level={headingLevel} className="profile-page__title">
        {t('global-components:sections.profile-personal')}
      </PageHeading>
      <p className="profile-page__lead">{t('global-components:account.personal.lead')}</p>
      <PersonalForm key={profile.id} profile={profile} fields={fields} required={validations.data?.required ?? []} />
    </section>
  );
}

function PersonalForm({
  profile,
  fields,
  required,
}: {
  readonly profile: PlayerProfile;
  readonly fields: readonly PersonalField[];
  readonly required: readonly string[];
}) {
  const t = useT();
  const locale = usePageLocale();
  const updateProfile = useUpdateProfile();
  const [formError, setFormError] = useState<string>();
  const form = useFieldValidation({ fields, required, initialValues: initialValuesOf(profile), ...useFormTexts() });
  const has = (field: PersonalField) => fields.includes(field);
  const is = (field: PersonalField) => ({
    label: t(`fields-settings:labels.${field}`),
    required: required.includes(field),
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const changes = changesOf(values, profile);
    if (Object.keys(changes).length === 0) {
      showAlert({ kind: 'info', title: 'alerts:account.nothingChanged' });
      return;
    }
    try {
      await updateProfile.mutateAsync(changes);
      showAlert({ kind: 'success', title: 'alerts:account.profileSaved' });
    } catch (error) {
      showSubmitError(error, fields, { setServerErrors: form.setServerErrors, setFormError }, { t });
    }
  });

  return (
    <form className="card card--padded profile-form profile-form--page" onSubmit={submit} noValidate>
      <div className="form-grid">
        {has('firstName') && (
          <TextInput {...is('firstName')} autoComplete="given-name" {...form.textField('firstName')} />
        )}
        {has('lastName') && (
          <TextInput {...is('lastName')} autoComplete="family-name" {...form.textField('lastName')} />
        )}
        {has('gender') && (
          <SelectInput
            {...is('gender')}
            placeholder={t('global-components:account.personal.chooseGender')}
            options={GENDERS.map((gender) => ({
              value: gender,
              label: t(`global-components:account.personal.genders.${gender}`),
            }))}
            {...form.textField('gender')}
          />
        )}
        {has('birthdate') && (
          <BirthDateInput
            {...is('birthdate')}
            locale={locale}
            defaultValue={profile.birthdate ?? ''}
            labels={{
              day: t('global-components:account.personal.day'),
              month: t('global-components:account.personal.month'),
              year: t('global-components:account.personal.year'),
            }}
            {...form.valueField('birthdate')}
          />
        )}
        {has('city') && <TextInput {...is('city')} autoComplete="address-level2" {...form.textField('city')} />}
        {has('postalCode') && (
          <TextInput {...is('postalCode')} autoComplete="postal-code" {...form.textField('postalCode')} />
        )}
        {has('address') && (
          <TextInput
            {...is('address')}
            autoComplete="street-address"
            className="form-grid__wide"
            {...form.textField('address')}
          />
        )}
      </div>
      <FormMessage text={formError} />
      <div className="form-footer">
        <SubmitButton busy={form.submitting} busyLabel={t('modals:common.working')} className="button button--primary">
          {t('global-components:buttons.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
