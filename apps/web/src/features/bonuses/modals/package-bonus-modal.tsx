import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { useBonusPackage } from '../api/get-bonus-package';
import { PackageBody } from '../pages/welcome-package-page';

/** `?package-bonus=true`: the welcome package's steps and progress, as on /welcome-package. */
export default function PackageBonusModal({ close }: ModalBodyProps) {
  const t = useT();
  const pack = useBonusPackage();
  return (
    <div className="bonus-modal" data-testid="package-bonus">
      <p>{t('global-components:bonuses.packageLead')}</p>
      <PackageBody pack={pack} onNavigate={close} />
    </div>
  );
}
