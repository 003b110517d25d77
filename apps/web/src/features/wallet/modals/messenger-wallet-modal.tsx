import { useRef } from 'react';
import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { usePrimaryAction } from '@/lib/primary-action';
import { WalletTabs, walletTabOf } from './wallet-modal';
import '../components/messenger-wallet.css';

/**
 * `wallet-telegram-app` (tg-wallet), and the wallet modal inside the messenger mini-app (SPEC.md
 * section 2): the same deposit and withdrawal forms, so the same money rules, laid out for the
 * app's narrow view. The form's submit is the screen's primary action: the messenger shows it
 * as its main button.
 */
export default function MessengerWalletModal({ modalKey, value }: ModalBodyProps) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const tab = walletTabOf(value);
  usePrimaryAction({
    label: t(tab === 'deposit' ? 'modals:wallet.depositAction' : 'modals:wallet.withdrawAction'),
    run: () => panel.current?.querySelector('form')?.requestSubmit(),
  });
  return (
    <WalletTabs
      modalKey={modalKey}
      value={value}
      className="wallet-modal messenger-wallet"
      testId="messenger-wallet"
      panelRef={panel}
    />
  );
}
