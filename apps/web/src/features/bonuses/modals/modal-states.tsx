import { useT } from '@/lib/i18n';

/** Where the body will be, while its bonus loads: the room of a short body, so the dialog does not jump. */
export function ModalLoading() {
  const t = useT();
  return (
    <div className="bonus-modal bonus-modal--loading" role="status">
      <span className="visually-hidden">{t('global-components:loading.label')}</span>
      <div className="skeleton bonus-modal__skeleton" aria-hidden="true" />
    </div>
  );
}

/** A link to a bonus the player does not have (another player's, or gone). */
export function ModalMissing({ close }: { readonly close: () => void }) {
  const t = useT();
  return (
    <div className="bonus-modal">
      <p role="alert">{t('modals:bonus-details.missing')}</p>
      <div className="bonus-modal__actions">
        <button type="button" className="modal-button modal-button--primary" onClick={close}>
          {t('global-components:buttons.close')}
        </button>
      </div>
    </div>
  );
}
