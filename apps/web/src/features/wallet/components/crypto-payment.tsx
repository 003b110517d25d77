import type { Invoice } from '@casino/shared';
import { CopyInput } from '@/components/ui/form';
import { wholeUnitText } from '@/lib/money/amount-units';
import { useT } from '@/lib/i18n';
import { qrImageOf } from './safe-url';
import { currencyOf, useWalletScope } from './wallet-scope';

/** QR codes read reliably from a phone held over a screen at this size. */
const QR_SIZE_PX = 176;

/** Where to send coins: the QR code, the address and the exact amount, each ready to copy. */
export function CryptoPayment({ invoice }: { readonly invoice: Invoice }) {
  const t = useT();
  const { currencies } = useWalletScope();
  const { address, network } = invoice.publicData;
  const qr = qrImageOf(invoice.publicData.qr);
  const currency = currencyOf(currencies, invoice.currency);
  const copy = { copyLabel: t('global-components:buttons.copy'), copiedLabel: t('global-components:buttons.copied') };
  return (
    <div className="crypto-payment">
      {qr && (
        <figure className="crypto-payment__qr">
          <img
            src={qr}
            alt={t('modals:deposit-status.qrAlt', { currency: invoice.currency })}
            width={QR_SIZE_PX}
            height={QR_SIZE_PX}
            data-testid="deposit-qr"
          />
          {network && (
            <figcaption className="crypto-payment__network">
              {t('modals:deposit-status.network', { network })}
            </figcaption>
          )}
        </figure>
      )}
      <div className="crypto-payment__fields">
        {address && (
          <CopyInput
            label={t('modals:deposit-status.address')}
            value={address}
            monospace
            data-testid="deposit-address"
            {...copy}
          />
        )}
        {/* What a wallet app asks for: whole coins (BTC), not the milli-units the site shows. */}
        <CopyInput
          label={t('modals:deposit-status.exactAmount', { currency: currency.code })}
          value={wholeUnitText(invoice.amount, currency)}
          monospace
          {...copy}
        />
        {!qr && network && <p className="crypto-payment__network">{t('modals:deposit-status.network', { network })}</p>}
      </div>
      <p className="payment-form__note">
        {t('modals:deposit-status.cryptoWarning', { currency: invoice.currency, network: network ?? invoice.currency })}
      </p>
    </div>
  );
}
