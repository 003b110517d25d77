import { useState } from 'react';
import { Toggle } from '@/components/ui/form';
import { CONSENT_CATEGORIES, consentStore, type ConsentChoice } from '@/lib/consent';
import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';

/**
 * `cookie-request` (first answer, from the cookie popup) and `categories` (changing it later, from
 * the footer): necessary cookies always on, analytics and marketing switched one by one. A saved
 * choice applies at once: an adapter of a category switched on loads, one switched off stops with
 * the next page load (a loaded vendor script cannot be unloaded).
 */
export default function CookieChoiceModal({ close }: ModalBodyProps) {
  const t = useT();
  const [choice, setChoice] = useState<ConsentChoice>(() => {
    const { analytics, marketing } = consentStore.snapshot();
    return { analytics, marketing };
  });
  const save = (decided: ConsentChoice) => {
    consentStore.decide(decided);
    close();
  };
  return (
    <div className="modal-form" data-testid="cookie-choice">
      <p className="modal-note">{t('modals:cookie-request.text')}</p>
      <Toggle
        label={t('modals:cookie-request.necessary')}
        hint={t('modals:cookie-request.necessaryHint')}
        checked
        disabled
        readOnly
      />
      {CONSENT_CATEGORIES.map((category) => (
        <Toggle
          key={category}
          label={t(`modals:cookie-request.${category}`)}
          hint={t(`modals:cookie-request.${category}Hint`)}
          checked={choice[category]}
          onChange={(event) => setChoice((current) => ({ ...current, [category]: event.target.checked }))}
          data-testid={`cookie-category-${category}`}
        />
      ))}
      <button type="button" className="modal-button modal-button--primary" onClick={() => save(choice)} data-autofocus>
        {t('modals:cookie-request.save')}
      </button>
      <button type="button" className="modal-button" onClick={() => save({ analytics: true, marketing: true })}>
        {t('modals:cookie-request.acceptAll')}
      </button>
    </div>
  );
}
