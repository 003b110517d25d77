/** Sample data for the form showcase: what the settings and content calls would provide. */

const SAMPLE_COUNTRY_CODES = [
  'AR',
  'AT',
  'BR',
  'CA',
  'CL',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'GR',
  'ID',
  'IN',
  'IT',
  'KZ',
  'MX',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'ST',
  'TR',
  'UZ',
];

export function sampleCountries(locale = 'en') {
  const names = new Intl.DisplayNames(locale, { type: 'region' });
  return SAMPLE_COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((left, right) =>
    left.name.localeCompare(right.name, locale),
  );
}

export const SAMPLE_CURRENCIES = [
  { code: 'USD', name: 'US Dollar', symbol: '$' },
  { code: 'EUR', name: 'Euro', symbol: '€' },
  { code: 'BRL', name: 'Brazilian Real', symbol: 'R$' },
  { code: 'BTC', name: 'Bitcoin', symbol: '₿' },
  { code: 'USDT', name: 'Tether', symbol: '₮' },
];

export const SAMPLE_DOCUMENT_TYPES = [
  { value: 'passport', label: 'Passport' },
  { value: 'id-card', label: 'Identity card' },
  { value: 'driving-licence', label: 'Driving licence' },
  { value: 'proof-of-address', label: 'Proof of address' },
];

export const SAMPLE_PROVIDERS = [
  { value: 'orbit-originals', label: 'Orbit Originals', detail: '42 games' },
  { value: 'nebula-gaming', label: 'Nebula Gaming', detail: '118 games' },
  { value: 'quasar-live', label: 'Quasar Live', detail: '36 games' },
  { value: 'comet-slots', label: 'Comet Slots', detail: '210 games' },
  { value: 'eclipse-studios', label: 'Éclipse Studios', detail: '64 games' },
  { value: 'pulsar-play', label: 'Pulsar Play', detail: '88 games' },
];

export const SAMPLE_GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
];
