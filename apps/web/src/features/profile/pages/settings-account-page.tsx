import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  intlLocaleOf,
  LOCALE_DEFINITIONS,
  localizePath,
  splitLocalePath,
  type LocaleCode,
  type PlayerProfile,
} from '@casino/shared';
import { CountryDropdown, SearchDropdown, SelectInput, useFieldValidation } from '@/components/ui/form';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import { usePageLocale } from '@/lib/page-locale';
import { useCountries } from '@/lib/settings/get-countries';
import { useProfile } from '../api/get-profile';
import { useTimeZones } from '../api/get-time-zones';
import { useUpdateProfile } from '../api/update-profile';
import { FormMessage, PageHeading, SubmitButton } from '../components/form-parts';
import type { ProfilePageProps } from '../components/profile-page-props';
import { showSubmitError } from '@/lib/forms/request-error';
import { useFormTexts } from '@/lib/forms/use-form-texts';
import '@/components/ui/form/form-layout.css';
import '../components/profile.css';
import { textOf } from '../components/text-of';
import '@/components/ui/card.css';

const FIELDS = ['locale', 'timeZone', 'country'] as const;
type Field = (typeof FIELDS)[number];

/** Account settings: the site language (also of e-mails), the time zone and the country. */
export default function SettingsAccountPage({ headingLevel }: ProfilePageProps) {
  const t = useT();
  const { data: profile } = useProfile();
  if (!profile) return null;
  return (
    <section className="profile-page" data-testid="profile-settings-account">
      <PageHeading level={headingLevel} className="profile-page__title">
        {t('global-components:sections.profile-settings-account')}
      </PageHeading>
      <SettingsForm key={profile.id} profile={profile} />
    </section>
  );
}

function useChoices() {
  const locale = usePageLocale();
  const countries = useCountries();
  const timeZones = useTimeZones();
  const countryChoices = useMemo(() => {
    const names = new Intl.DisplayNames([intlLocaleOf(locale)], { type: 'region' });
    return (countries.data ?? [])
      .filter((country) => country.isSelectable)
      .map((country) => ({ code: country.code, name: names.of(country.code) ?? country.name }));
  }, [countries.data, locale]);
  const zoneOptions = useMemo(
    () => (timeZones.data ?? []).map((zone) => ({ value: zone.id, label: zone.name })),
    [timeZones.data],
  );
  return { countryChoices, zoneOptions, countriesPending: countries.isPending, zonesPending: timeZones.isPending };
}

function SettingsForm({ profile }: { readonly profile: PlayerProfile }) {
  const t = useT();
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const choices = useChoices();
  const [formError, setFormError] = useState<string>();
  const initial = { locale: profile.locale, timeZone: profile.timeZone ?? '', country: profile.country ?? '' };
  const form = useFieldValidation({ fields: FIELDS, initialValues: initial, ...useFormTexts() });
  const text = (field: Field) => (typeof form.values[field] === 'string' ? String(form.values[field]) : '');

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const changes = Object.fromEntries(
      FIELDS.filter((field) => (values[field] ?? '') !== initial[field]).map((field) => [field, textOf(values[field])]),
    );
    if (Object.keys(changes).length === 0) {
      showAlert({ kind: 'info', title: 'alerts:account.nothingChanged' });
      return;
    }
    try {
      const saved = await updateProfile.mutateAsync(changes);
      showAlert({ kind: 'success', title: 'alerts:account.profileSaved' });
      // A new language applies to the site at once: the same page, in that language.
      const { locale, path } = splitLocalePath(window.location.pathname);
      if (changes.locale && saved.locale !== locale) await navigate(localizePath(path, saved.locale as LocaleCode));
    } catch (error) {
      showSubmitError(error, FIELDS, { setServerErrors: form.setServerErrors, setFormError }, { t });
    }
  });

  const dropdownTexts = {
    noMatches: t('modals:common.noMatches'),
    loading: t('modals:common.loading'),
    showOptions: t('modals:common.showOptions'),
  };
  return (
    <form className="card card--padded profile-form profile-form--page" onSubmit={submit} noValidate>
      <div className="form-grid">
        <SelectInput
          label={t('fields-settings:labels.language')}
          hint={t('global-components:account.settings.languageHint')}
          options={LOCALE_DEFINITIONS.map((definition) => ({ value: definition.code, label: definition.nativeName }))}
          {...form.textField('locale')}
        />
        <SearchDropdown
          label={t('fields-settings:labels.timeZone')}
          placeholder={t('global-components:account.settings.timeZonePlaceholder')}
          options={choices.zoneOptions}
          loading={choices.zonesPending}
          texts={dropdownTexts}
          value={text('timeZone')}
          {...form.valueField('timeZone')}
        />
        <CountryDropdown
          label={t('fields-settings:labels.country')}
          countries={choices.countryChoices}
          loading={choices.countriesPending}
          texts={dropdownTexts}
          value={text('country')}
          {...form.valueField('country')}
        />
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
