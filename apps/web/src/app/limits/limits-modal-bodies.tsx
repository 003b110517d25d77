import { useMemo, type ComponentType } from 'react';
import type { ModalBodyProps } from '@/lib/modals';
import { selectedAccount, useAccounts } from '@/features/wallet-accounts/api/get-accounts';
import { LimitsScopeContext, type LimitsScope } from '@/features/limits/components/limits-scope';
import { AddLimitBody } from '@/features/limits/modals/limits-modal-bodies';

export {
  ConfirmDeleteLimitBody,
  ConfirmLimitUpdateBody,
  EditLimitBody,
  GameLimitReachedBody,
} from '@/features/limits/modals/limits-modal-bodies';

/** Composes the limits' screens with the player's selected account (features never import each other). */
function useLimitsScopeValue(): LimitsScope {
  const currency = selectedAccount(useAccounts().data)?.currency;
  return useMemo(() => ({ currency }), [currency]);
}

function withLimitsScope(Component: ComponentType<ModalBodyProps>): ComponentType<ModalBodyProps> {
  function Scoped(props: ModalBodyProps) {
    return (
      <LimitsScopeContext value={useLimitsScopeValue()}>
        <Component {...props} />
      </LimitsScopeContext>
    );
  }
  Scoped.displayName = `LimitsScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}

/** A new limit starts in the currency the player plays in, not in one they may not hold. */
export const AddLimitBodyInScope = withLimitsScope(AddLimitBody);
