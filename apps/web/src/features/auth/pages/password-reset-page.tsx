import { useNavigate, useParams } from 'react-router';
import { pathTo } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { AuthPage } from '../components/auth-page';
import { ResetPasswordForm } from '../components/reset-password-form';
import '../components/auth-forms.css';

/**
 * `/password-reset/{resetCode}`: the e-mailed link's page renders the reset form itself; once the
 * password is set, the player signs in with it on the home page (the route has no locale prefix).
 */
export default function PasswordResetPage() {
  const t = useT();
  const { resetCode = '' } = useParams();
  const navigate = useNavigate();
  return (
    <AuthPage
      titleKey="global-components:sections.password-reset"
      state="form"
      message={t('global-components:account.passwordReset.lead')}
    >
      <ResetPasswordForm
        resetCode={resetCode}
        onDone={() => void navigate(`${pathTo('/')}?sign-in=true`, { replace: true })}
      />
    </AuthPage>
  );
}
