import { NOTIFICATION_POPOVER_SIZE } from '@casino/shared';
import { useT } from '@/lib/i18n';

/** The popover's rows while its code or page 1 loads: the panel opens at its size at once. */
export function PopoverSkeleton() {
  const t = useT();
  return (
    <div className="notification-popover__skeleton" role="status">
      <span className="visually-hidden">{t('global-components:loading.label')}</span>
      {Array.from({ length: NOTIFICATION_POPOVER_SIZE }, (_, index) => (
        <div key={index} className="skeleton notification-popover__skeleton-row" />
      ))}
    </div>
  );
}
