import type { PaymentMethodField } from '@casino/shared';
import { CpfInput, CryptoAddressInput, EmailInput, PhoneInput, TextInput } from '@/components/ui/form';
import { i18n, useT } from '@/lib/i18n';
import { usePageLocale } from '@/lib/page-locale';

interface MethodFieldsProps {
  readonly fields: readonly PaymentMethodField[];
  readonly values: Readonly<Record<string, string>>;
  readonly errors: Readonly<Record<string, string>>;
  readonly onChange: (name: string, value: string) => void;
  readonly country: string | undefined;
}

/** Where a phone number starts when the player's country is unknown. */
const DEFAULT_PHONE_COUNTRY = 'DE';

/** The inputs a method asks for, each with the matching form input (address, CPF, phone, ...). */
export function MethodFields({ fields, values, errors, onChange, country }: MethodFieldsProps) {
  const t = useT();
  const locale = usePageLocale();
  if (fields.length === 0) return null;
  return (
    <div className="method-fields">
      {fields.map((field) => {
        // A content text by field name when there is one, else the provider's English label.
        const key = `modals:wallet.fields.${field.name}`;
        const label = i18n.exists(key) ? t(key) : field.label;
        const common = { label, required: field.required, error: errors[field.name], name: field.name };
        const value = values[field.name] ?? '';
        const change = (next: string) => onChange(field.name, next);
        switch (field.type) {
          case 'wallet_id':
            return (
              <CryptoAddressInput
                key={field.name}
                {...common}
                value={value}
                onChange={(event) => change(event.currentTarget.value)}
                onPasteText={change}
                pasteLabel={t('modals:wallet.paste')}
              />
            );
          case 'cpf_number':
            return <CpfInput key={field.name} {...common} value={value} onValueChange={(masked) => change(masked)} />;
          case 'phone':
            return (
              <PhoneInput
                key={field.name}
                {...common}
                defaultCountry={country ?? DEFAULT_PHONE_COUNTRY}
                locale={locale}
                countryLabel={t('modals:common.countryCode')}
                onValueChange={(international) => change(international)}
              />
            );
          case 'email':
            return (
              <EmailInput
                key={field.name}
                {...common}
                value={value}
                onChange={(event) => change(event.currentTarget.value)}
              />
            );
          default:
            return (
              <TextInput
                key={field.name}
                {...common}
                value={value}
                autoComplete="off"
                spellCheck={false}
                monospace={field.type === 'iban' || field.type === 'account_number'}
                onChange={(event) => change(event.currentTarget.value)}
              />
            );
        }
      })}
    </div>
  );
}
