import { useT } from '@/lib/i18n';

/** Where the body will be while it loads: the room of a short body, so the dialog does not jump. */
export function RetentionModalLoading() {
  const t = useT();
  return (
    <div className="retention-modal retention-modal--loading" role="status">
      <span className="visually-hidden">{t('global-components:loading.label')}</span>
      <div className="skeleton retention-modal__skeleton" aria-hidden="true" />
    </div>
  );
}

/** A quest or task the player does not have (gone, expired, another player's), or a failed read. */
export function RetentionModalMissing({
  close,
  failed = false,
}: {
  readonly close: () => void;
  readonly failed?: boolean;
}) {
  const t = useT();
  return (
    <div className="retention-modal">
      <p role="alert">
        {t(failed ? 'global-components:retention.loadFailed' : 'global-components:retention.questMissing')}
      </p>
      <div className="retention-modal__actions">
        <button type="button" className="modal-button modal-button--primary" onClick={close}>
          {t('global-components:buttons.close')}
        </button>
      </div>
    </div>
  );
}
