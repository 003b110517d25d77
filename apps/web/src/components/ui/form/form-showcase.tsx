import { useState } from 'react';
import { BirthDateInput } from './birth-date-input';
import { Checkbox } from './checkbox';
import { CodeInput } from './code-input';
import { CopyInput } from './copy-input';
import { CountryDropdown } from './country-dropdown';
import { CpfInput } from './cpf-input';
import { CryptoAddressInput } from './crypto-address-input';
import { CurrencyDropdown } from './currency-dropdown';
import { DateInput } from './date-input';
import { FileInput } from './file-input';
import {
  SAMPLE_CURRENCIES,
  SAMPLE_DOCUMENT_TYPES,
  SAMPLE_GENDERS,
  SAMPLE_PROVIDERS,
  sampleCountries,
} from './form-showcase-data';
import { MaskedInput } from './masked-input';
import { NumberInput } from './number-input';
import { PasswordInput } from './password-input';
import { PhoneInput } from './phone-input';
import { RadioGroup } from './radio-group';
import { SearchDropdown } from './search-dropdown';
import { EmailInput, TextInput } from './text-input';
import { Textarea } from './textarea';
import { Toggle } from './toggle';
import { TypeDropdown } from './type-dropdown';
import { useFieldValidation } from './use-field-validation';
import './form-showcase.css';

/** Every form input of the design system, for screenshots and review. */
export function FormShowcase() {
  return (
    <div className="form-showcase">
      <header className="form-showcase__header">
        <h1 className="form-showcase__title">Form inputs</h1>
        <p className="form-showcase__lead">Every input of the spec, checked by the same rules as the server.</p>
      </header>
      <div className="form-showcase__grid">
        <SignUpSample />
        <PersonalSample />
        <WalletSample />
        <OtherSample />
      </div>
    </div>
  );
}

const SIGN_UP_FIELDS = ['nickname', 'email', 'password', 'password_confirmation', 'agreements'] as const;

/** A live form: checked on blur and submit by the shared validateFields. */
function SignUpSample() {
  const form = useFieldValidation({
    fields: SIGN_UP_FIELDS,
    required: ['nickname', 'email', 'password'],
    labels: { password: 'password' },
  });
  const [sent, setSent] = useState(false);
  return (
    <section className="form-showcase__card" aria-labelledby="showcase-sign-up">
      <h2 id="showcase-sign-up" className="form-showcase__heading">
        Sign up (live validation)
      </h2>
      <form className="form-showcase__form" noValidate onSubmit={form.handleSubmit(() => setSent(true))}>
        <TextInput
          label="Nickname"
          hint="3-24 letters, digits, _ or -"
          autoComplete="username"
          required
          {...form.textField('nickname')}
        />
        <EmailInput label="E-mail" required {...form.textField('email')} />
        <PasswordInput label="Password" autoComplete="new-password" required {...form.textField('password')} />
        <PasswordInput
          label="Repeat password"
          autoComplete="new-password"
          {...form.textField('password_confirmation')}
        />
        <Checkbox
          label="I am 18 or older and accept the terms and conditions"
          required
          {...form.checkboxField('agreements')}
        />
        <button type="submit" className="form-showcase__submit">
          Create account
        </button>
        <p className="form-showcase__status" role="status">
          {sent ? 'All fields are valid.' : ''}
        </p>
      </form>
    </section>
  );
}

function PersonalSample() {
  const [countries] = useState(() => sampleCountries());
  return (
    <section className="form-showcase__card" aria-labelledby="showcase-personal">
      <h2 id="showcase-personal" className="form-showcase__heading">
        Personal details
      </h2>
      <div className="form-showcase__form">
        <TextInput
          label="Full name"
          defaultValue="Ana"
          error="Enter exactly two words, each at least 2 characters long"
        />
        <BirthDateInput label="Date of birth" required name="birthdate" defaultValue="1990-05-20" />
        <PhoneInput label="Phone" name="phone" defaultCountry="BR" placeholder="11 98765-4321" />
        <CountryDropdown
          label="Country"
          name="country"
          countries={countries}
          defaultValue="BR"
          placeholder="Type to search"
        />
        <CpfInput label="CPF number" name="cpf_number" defaultValue="52998224725" />
        <RadioGroup label="Gender" name="gender" options={SAMPLE_GENDERS} defaultValue="female" inline />
        <TextInput label="Player id" defaultValue="PL-20931" disabled hint="Assigned at registration" />
      </div>
    </section>
  );
}

function WalletSample() {
  const [amount, setAmount] = useState('1250.5');
  const [address, setAddress] = useState('');
  return (
    <section className="form-showcase__card" aria-labelledby="showcase-wallet">
      <h2 id="showcase-wallet" className="form-showcase__heading">
        Wallet
      </h2>
      <div className="form-showcase__form">
        <CurrencyDropdown label="Currency" name="currency" currencies={SAMPLE_CURRENCIES} defaultValue="USDT" />
        <NumberInput
          label="Amount"
          name="amount"
          start="$"
          fractionDigits={2}
          unsigned
          value={amount}
          onValueChange={setAmount}
          hint="Minimum 10.00"
        />
        <CryptoAddressInput
          label="Wallet address"
          name="wallet_id"
          required
          placeholder="Paste your USDT (TRC20) address"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          onPasteText={setAddress}
        />
        <CopyInput label="Referral link" value="https://luckyorbit.example/?ref=PL20931" />
        <TypeDropdown
          label="Document type"
          name="documentType"
          types={SAMPLE_DOCUMENT_TYPES}
          placeholder="Choose a type"
        />
        <FileInput
          label="Document"
          name="document"
          accept="image/jpeg,image/png,application/pdf"
          hint="JPG, PNG or PDF, up to 10 MB"
        />
      </div>
    </section>
  );
}

function OtherSample() {
  return (
    <section className="form-showcase__card" aria-labelledby="showcase-other">
      <h2 id="showcase-other" className="form-showcase__heading">
        More inputs
      </h2>
      <div className="form-showcase__form">
        <DateInput label="From date" name="from" defaultValue="2024-06-15" />
        <SearchDropdown
          label="Provider"
          name="provider"
          options={SAMPLE_PROVIDERS}
          placeholder="Type a provider name"
          loading
        />
        <MaskedInput label="Postal code (CEP)" name="postalCode" mask="#####-###" placeholder="00000-000" />
        <CodeInput
          label="Confirmation code"
          name="code"
          hint="We sent a 6-digit code to your phone"
          defaultValue="4821"
        />
        <Toggle label="Receive promotions by e-mail" name="receiveEmailPromo" defaultChecked />
        <Toggle label="Receive SMS promotions" name="receiveSmsPromo" disabled />
        <Textarea label="Message" name="message" maxLength={2000} showCount placeholder="How can we help?" />
      </div>
    </section>
  );
}
