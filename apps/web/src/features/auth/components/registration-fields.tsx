import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { localizePath } from '@casino/shared';
import {
  Checkbox,
  CountryDropdown,
  CurrencyDropdown,
  PasswordInput,
  TextInput,
  type useFieldValidation,
} from '@/components/ui/form';
import { pathTo } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { usePageLocale } from '@/lib/page-locale';
import { useCountries } from '@/lib/settings/get-countries';
import { useVisibleCurrencies } from '../api/get-visible-currencies';
import { useVisitorCountry } from '@/lib/settings/get-visitor-country';
import { selectableCountryChoices } from './country-choices';
import { defaultCountry } from './default-country';

/** The registration fields both sign-up methods share, in the order the form shows them. */
export const DETAIL_FIELDS = [
  'password',
  'password_confirmation',
  'currency',
  'country',
  'nickname',
  'bonusCode',
  'agreements',
  'receiveEmailPromo',
  'receiveSmsPromo',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
/** Every field of either registration form: the e-mail or phone form adds its own to the details. */
export type RegistrationField = 'email' | DetailField;

type Form = ReturnType<typeof useFieldValidation<RegistrationField>>;

interface RegistrationFieldsProps {
  readonly form: Form;
  /** The fields the server's validations call lists for this form. */
  readonly shown: ReadonlySet<string>;
  readonly required: ReadonlySet<string>;
}

/** Starts currency and country on sensible choices once the settings have loaded. */
function useDefaultChoices(form: Form, countries: ReadonlySet<string>, firstCurrency: string | undefined) {
  const locale = usePageLocale();
  const { values, setValue } = form;
  // Waits for the hint (or its failure, null) so the country is set once, not changed under the player.
  const visitor = useVisitorCountry();
  const hint = visitor.isPending ? undefined : (visitor.data ?? null);
  const needsCurrency = values.currency === undefined && firstCurrency !== undefined;
  const needsCountry = values.country === undefined && countries.size > 0;
  useEffect(() => {
    if (needsCurrency && firstCurrency) setValue('currency', firstCurrency);
    else if (needsCountry && hint !== undefined)
      setValue('country', defaultCountry(locale, navigator.languages, countries, hint));
  }, [needsCurrency, needsCountry, firstCurrency, countries, locale, setValue, hint]);
}

export function RegistrationFields({ form, shown, required }: RegistrationFieldsProps) {
  const t = useT();
  const locale = usePageLocale();
  const currencies = useVisibleCurrencies();
  const countries = useCountries();
  const countryChoices = useMemo(() => selectableCountryChoices(countries.data, locale), [countries.data, locale]);
  const selectable = useMemo(() => new Set(countryChoices.map((country) => country.code)), [countryChoices]);
  useDefaultChoices(form, selectable, currencies.data?.[0]?.code);
  const field = (name: DetailField) => name;
  const label = (name: DetailField) => t(`fields-settings:labels.${name}`);
  const is = (name: DetailField) => ({ required: required.has(name) });

  return (
    <>
      <PasswordInput
        label={label('password')}
        autoComplete="new-password"
        hint={t('modals:sign-up.passwordHint')}
        showLabel={t('modals:common.showPassword')}
        {...is('password')}
        {...form.textField(field('password'))}
      />
      <PasswordInput
        label={label('password_confirmation')}
        autoComplete="new-password"
        showLabel={t('modals:common.showPassword')}
        {...is('password_confirmation')}
        {...form.textField(field('password_confirmation'))}
      />
      <div className="auth-form__pair">
        <CurrencyDropdown
          label={label('currency')}
          currencies={(currencies.data ?? []).map((currency) => ({
            code: currency.code,
            name: currency.name,
            symbol: currency.symbol,
          }))}
          loading={currencies.isPending}
          {...is('currency')}
          {...form.textField(field('currency'))}
        />
        <CountryDropdown
          label={label('country')}
          countries={countryChoices}
          loading={countries.isPending}
          value={typeof form.values[field('country')] === 'string' ? String(form.values[field('country')]) : ''}
          placeholder={t('modals:sign-up.countryPlaceholder')}
          texts={{
            noMatches: t('modals:common.noMatches'),
            loading: t('modals:common.loading'),
            showOptions: t('modals:common.showOptions'),
          }}
          {...is('country')}
          {...form.valueField(field('country'))}
        />
      </div>
      {shown.has('nickname') && (
        <TextInput
          label={label('nickname')}
          hint={t('modals:sign-up.nicknameHint')}
          autoComplete="nickname"
          {...is('nickname')}
          {...form.textField(field('nickname'))}
        />
      )}
      {shown.has('bonusCode') && (
        <TextInput
          label={label('bonusCode')}
          autoComplete="off"
          autoCapitalize="characters"
          {...is('bonusCode')}
          {...form.textField(field('bonusCode'))}
        />
      )}
      <div className="auth-form__choices">
        <Checkbox
          label={
            <>
              {t('modals:sign-up.agreementsStart')}{' '}
              <Link
                to={localizePath(pathTo('/static/:pageIdentity', { pageIdentity: 'terms' }), locale)}
                target="_blank"
                rel="noopener"
              >
                {t('modals:sign-up.agreementsLink')}
              </Link>
            </>
          }
          {...is('agreements')}
          {...form.checkboxField(field('agreements'))}
        />
        {shown.has('receiveEmailPromo') && (
          <Checkbox label={label('receiveEmailPromo')} {...form.checkboxField(field('receiveEmailPromo'))} />
        )}
        {shown.has('receiveSmsPromo') && (
          <Checkbox label={label('receiveSmsPromo')} {...form.checkboxField(field('receiveSmsPromo'))} />
        )}
      </div>
    </>
  );
}
