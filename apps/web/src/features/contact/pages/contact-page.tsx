import { useEffect, useRef, useState } from 'react';
import {
  CONTACT_FIELD_RULES,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  trimContactForm,
  type ContactField,
} from '@casino/shared';
import { EmailInput, TextInput, Textarea, useFieldValidation } from '@/components/ui/form';
import { useCaptcha } from '@/lib/captcha';
import { showSubmitError } from '@/lib/forms/request-error';
import { useFormTexts } from '@/lib/forms/use-form-texts';
import { useT } from '@/lib/i18n';
import { useSendContactMessage } from '../api/send-contact-message';
import '@/components/ui/form/form-layout.css';
import '@/components/ui/page-head.css';
import '../components/contact.css';
import '@/components/ui/card.css';

/** Who is writing, when the site knows: a signed-in player's name and e-mail fill the form in. */
export interface ContactSender {
  readonly name: string;
  readonly email: string;
}

export interface ContactPageProps {
  readonly sender?: ContactSender | undefined;
}

/**
 * `/contact`: the contact form for guests and players. The shared contact rules check each field
 * as the server will; the server's refusals show on their fields, a burst as one message; once
 * sent, the page says where the acknowledgement went.
 */
export default function ContactPage({ sender }: ContactPageProps) {
  const t = useT();
  const [sentTo, setSentTo] = useState<string>();
  return (
    <div className="contact-page" data-testid="contact-page">
      <header className="page-head">
        <h1 className="page-head__title">{t('global-components:sections.contact')}</h1>
        <p className="page-head__lead">{t('global-components:contact.lead')}</p>
      </header>
      {sentTo === undefined ? (
        // A player's details arrive with the profile: the form starts again filled in with them.
        <ContactForm key={sender ? 'player' : 'guest'} sender={sender} onSent={setSentTo} />
      ) : (
        <ContactSent email={sentTo} onAnother={() => setSentTo(undefined)} />
      )}
    </div>
  );
}

function ContactForm({
  sender,
  onSent,
}: {
  readonly sender: ContactSender | undefined;
  readonly onSent: (email: string) => void;
}) {
  const t = useT();
  const send = useSendContactMessage();
  const [formError, setFormError] = useState<string>();
  const form = useFieldValidation<ContactField>({
    fields: CONTACT_FIELDS,
    rules: CONTACT_FIELD_RULES,
    initialValues: { name: sender?.name ?? '', email: sender?.email ?? '' },
    ...useFormTexts(),
  });
  const captcha = useCaptcha();

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const trimmed = trimContactForm(values) as Record<ContactField, string>;
    try {
      const captchaToken = await captcha.take();
      await send.mutateAsync(captchaToken === undefined ? trimmed : { ...trimmed, captchaToken });
      captcha.settle();
      onSent(trimmed.email);
    } catch (error) {
      const captchaKey = captcha.settle(error);
      if (captchaKey !== undefined) return setFormError(t(captchaKey));
      showSubmitError(
        error,
        CONTACT_FIELDS,
        { setServerErrors: form.setServerErrors, setFormError },
        { t, tooManyKey: 'global-components:contact.tooMany' },
      );
    }
  });

  return (
    <form
      className="card card--padded contact-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="contact-form-title"
      data-testid="contact-form"
    >
      <h2 id="contact-form-title" className="visually-hidden">
        {t('global-components:contact.send')}
      </h2>
      <ContactFields textField={form.textField} />
      {captcha.field}
      <p className="form-message" role="alert" hidden={!formError} data-testid="contact-form-error">
        {formError}
      </p>
      <div className="form-footer">
        <button
          type="submit"
          className="button button--primary form-submit"
          disabled={form.submitting}
          aria-busy={form.submitting || undefined}
        >
          {form.submitting && <span className="form-submit__spinner" aria-hidden="true" />}
          <span>{t('global-components:contact.send')}</span>
          {form.submitting && <span className="visually-hidden">{t('modals:common.working')}</span>}
        </button>
      </div>
    </form>
  );
}

/** The sender's name and e-mail, the subject and the message, each within the shared contact limits. */
function ContactFields({
  textField,
}: {
  readonly textField: ReturnType<typeof useFieldValidation<ContactField>>['textField'];
}) {
  const t = useT();
  return (
    <div className="form-grid">
      <TextInput
        label={t('global-components:contact.labels.name')}
        required
        autoComplete="name"
        maxLength={CONTACT_LIMITS.nameMaxLength}
        {...textField('name')}
      />
      <EmailInput
        label={t('fields-settings:labels.email')}
        required
        maxLength={CONTACT_LIMITS.emailMaxLength}
        {...textField('email')}
      />
      <TextInput
        label={t('global-components:contact.labels.subject')}
        required
        maxLength={CONTACT_LIMITS.subjectMaxLength}
        className="form-grid__wide"
        {...textField('subject')}
      />
      <Textarea
        label={t('fields-settings:labels.message')}
        required
        rows={7}
        maxLength={CONTACT_LIMITS.messageMaxLength}
        showCount
        className="form-grid__wide"
        {...textField('message')}
      />
    </div>
  );
}

function ContactSent({ email, onAnother }: { readonly email: string; readonly onAnother: () => void }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the focus goes to what replaced it, so a screen reader reads the outcome.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className="card card--padded contact-sent"
      role="status"
      aria-labelledby="contact-sent-title"
      data-testid="contact-sent"
    >
      <span className="contact-sent__mark" aria-hidden="true">
        ✓
      </span>
      <h2 id="contact-sent-title" className="contact-sent__title" tabIndex={-1} ref={heading}>
        {t('global-components:contact.sent.title')}
      </h2>
      <p className="contact-sent__text">{t('global-components:contact.sent.text', { email })}</p>
      <button type="button" className="button button--secondary" onClick={onAnother}>
        {t('global-components:contact.sent.another')}
      </button>
    </section>
  );
}
