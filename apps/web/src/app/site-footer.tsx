import { BrandMark } from '@/components/ui/brand-mark';
import { HealthStatus } from '@/features/platform/components/health-status';

const currentYear = new Date().getFullYear();

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <BrandMark size="small" />
          <p>
            <strong>Lucky Orbit</strong> · © {currentYear}
          </p>
        </div>
        <p className="site-footer__note">18+ only. Gambling can be addictive: set limits and play responsibly.</p>
        <HealthStatus />
      </div>
    </footer>
  );
}
