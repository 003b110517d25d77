import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { useViewer } from '@/lib/viewer';
import { confirmEmailLink } from '../api/confirm-email-link';
import { useAuthSession } from '../auth-session';
import { AuthPage, AuthPageActions } from '../components/auth-page';
import { requestErrorKey } from '@/lib/forms/request-error';

const confirmations = new Map<string, ReturnType<typeof confirmEmailLink>>();

/** `/verify/{confirmCode}`: the e-mail confirmation link. Works logged in or not. */
export default function VerifyEmailPage() {
  const t = useT();
  const { confirmCode = '' } = useParams();
  const session = useAuthSession();
  const { isLoggedIn } = useViewer();
  const [result, setResult] = useState<{ readonly ok: boolean; readonly key: string }>();

  useEffect(() => {
    let current = true;
    let confirmation = confirmations.get(confirmCode);
    if (!confirmation) {
      confirmation = confirmEmailLink(confirmCode);
      confirmations.set(confirmCode, confirmation);
    }
    confirmation
      .then((profile) => {
        if (isLoggedIn) session.replaceProfile(profile);
        if (current) setResult({ ok: true, key: 'global-components:account.verify.done' });
      })
      .catch((error: unknown) => {
        if (current) setResult({ ok: false, key: requestErrorKey(error) });
      });
    return () => {
      current = false;
    };
  }, [confirmCode, isLoggedIn, session]);

  const state = result === undefined ? 'working' : result.ok ? 'done' : 'failed';
  return (
    <AuthPage
      titleKey="global-components:sections.verify"
      state={state}
      message={t(result?.key ?? 'global-components:account.verify.working')}
    >
      {result && <AuthPageActions />}
    </AuthPage>
  );
}
