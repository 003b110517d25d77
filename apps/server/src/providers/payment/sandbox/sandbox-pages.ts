import { escapeHtml } from '../../mail/html';
import { toDecimalUnits } from './crypto-deposit';
import type { SandboxTransaction } from './sandbox.table';

/** What a hosted page shows; `crypto` only for an open crypto payment. */
export interface SandboxPageModel {
  readonly merchantName: string;
  readonly transaction: SandboxTransaction;
  readonly formToken: string;
  readonly crypto?: { readonly address: string; readonly network: string; readonly uri: string; readonly qr: string };
}

/** Whole units with the decimals people expect: "25.00 EUR", "0.001 BTC". */
export function formatAmount(amount: bigint, subunitToUnit: number, currency: string): string {
  const decimal = toDecimalUnits(amount, subunitToUnit);
  if (subunitToUnit !== 100) return `${decimal} ${currency}`;
  const [whole, fraction = ''] = decimal.split('.');
  return `${whole}.${fraction.padEnd(2, '0')} ${currency}`;
}

export function renderPaymentPage(model: SandboxPageModel): string {
  const { transaction } = model;
  const amount = formatAmount(transaction.amount, transaction.subunitToUnit, transaction.currency);
  const heading = transaction.direction === 'payout' ? 'Payout' : 'Payment';
  return layout(
    `${heading} to ${model.merchantName}`,
    `<dl>
  <dt>Merchant</dt><dd>${escapeHtml(model.merchantName)}</dd>
  <dt>Amount</dt><dd class="amount">${escapeHtml(amount)}</dd>
  <dt>Method</dt><dd>${escapeHtml(transaction.methodLabel)}${transaction.network ? ` · ${escapeHtml(transaction.network)}` : ''}</dd>
</dl>
${model.crypto ? cryptoSection(model.crypto) : ''}
${transaction.status === 'open' ? openActions(model) : outcomeSection(model)}`,
  );
}

function cryptoSection(crypto: NonNullable<SandboxPageModel['crypto']>): string {
  return `<section class="crypto">
  <img src="${escapeHtml(crypto.qr)}" alt="QR code of the payment" width="180" height="180">
  <p>Send exactly the amount above to this ${escapeHtml(crypto.network)} address:</p>
  <code class="address">${escapeHtml(crypto.address)}</code>
  <p class="hint">This is a sandbox: no chain is watched. Simulate the transfer below.</p>
</section>`;
}

function actionForm(reference: string, action: string, token: string, label: string, style: string): string {
  return `<form method="post" action="/provider/pay/${escapeHtml(reference)}/${action}">
  <input type="hidden" name="token" value="${escapeHtml(token)}">
  <button type="submit" class="${style}">${escapeHtml(label)}</button>
</form>`;
}

function openActions(model: SandboxPageModel): string {
  const { reference, direction, flow } = model.transaction;
  if (direction === 'payout') return `<p class="status pending">The payout is being processed.</p>`;
  const payLabel = flow === 'crypto' ? 'Simulate incoming transfer' : 'Pay';
  const cardNote = flow === 'crypto' ? '' : '<p class="hint">Sandbox card 4242 4242 4242 4242 is charged; no real money moves.</p>';
  return `${cardNote}<div class="actions">
${actionForm(reference, 'pay', model.formToken, payLabel, 'primary')}
${actionForm(reference, 'decline', model.formToken, 'Decline', 'secondary')}
</div>`;
}

const OUTCOME_TEXT: Readonly<Record<string, { readonly payment: string; readonly payout: string; readonly tone: string }>> = {
  succeeded: { payment: 'Payment received. Thank you!', payout: 'Payout sent.', tone: 'success' },
  failed: { payment: 'Payment declined. No money was taken.', payout: 'Payout failed. The money goes back to the balance.', tone: 'failure' },
  cancelled: { payment: 'This payment was cancelled by the merchant.', payout: 'This payout was cancelled.', tone: 'failure' },
};

function outcomeSection(model: SandboxPageModel): string {
  const { transaction } = model;
  const text = OUTCOME_TEXT[transaction.status] ?? OUTCOME_TEXT.failed;
  const unconfirmed =
    transaction.eventId && !transaction.deliveredAt
      ? `<p class="hint">${escapeHtml(model.merchantName)} has not confirmed this yet.</p>${actionForm(transaction.reference, 'notify', model.formToken, 'Notify the merchant again', 'secondary')}`
      : '';
  const back = transaction.returnUrl ? `<a class="back" href="${escapeHtml(transaction.returnUrl)}">Back to ${escapeHtml(model.merchantName)}</a>` : '';
  return `<p class="status ${text?.tone ?? 'failure'}">${escapeHtml(text?.[transaction.direction] ?? '')}</p>${unconfirmed}${back}`;
}

export function renderMessagePage(title: string, message: string): string {
  return layout(title, `<p class="status failure">${escapeHtml(message)}</p>`);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Sandbox Pay</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <header><span class="brand">Sandbox Pay</span><span class="badge">Test mode</span></header>
  <h1>${escapeHtml(title)}</h1>
  ${body}
</main>
</body>
</html>
`;
}

const STYLE = `
:root { color-scheme: light dark; --accent: #635bff; --muted: #6b7280; --card: #ffffff; --page: #f3f4f8; --text: #111827; }
@media (prefers-color-scheme: dark) { :root { --card: #1c1f2b; --page: #0f111a; --text: #f3f4f6; --muted: #9ca3af; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--page); color: var(--text); font: 15px/1.5 system-ui, sans-serif; padding: 16px; }
main { width: 100%; max-width: 420px; background: var(--card); border-radius: 16px; padding: 24px; box-shadow: 0 10px 30px rgba(0,0,0,.08); }
header { display: flex; justify-content: space-between; align-items: center; margin-bottom: 16px; }
.brand { font-weight: 700; color: var(--accent); }
.badge { font-size: 12px; padding: 2px 8px; border-radius: 999px; background: #fde68a; color: #78350f; }
h1 { font-size: 20px; margin: 0 0 16px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 0 0 16px; }
dt { color: var(--muted); }
dd { margin: 0; text-align: right; }
.amount { font-size: 18px; font-weight: 700; }
.crypto { text-align: center; margin-bottom: 16px; }
.crypto img { background: #fff; border-radius: 8px; }
.address { display: block; word-break: break-all; padding: 8px; border-radius: 8px; background: rgba(127,127,160,.12); font-size: 13px; }
.hint { color: var(--muted); font-size: 13px; }
.actions { display: flex; gap: 8px; }
.actions form { flex: 1; }
button { width: 100%; font: inherit; font-weight: 600; padding: 10px 16px; border-radius: 10px; border: 1px solid transparent; cursor: pointer; }
.primary { background: var(--accent); color: #fff; }
.secondary { background: transparent; border-color: var(--muted); color: var(--text); }
.status { padding: 12px; border-radius: 10px; font-weight: 600; }
.success { background: #dcfce7; color: #14532d; }
.failure { background: #fee2e2; color: #7f1d1d; }
.pending { background: #e0e7ff; color: #312e81; }
.back { display: block; text-align: center; margin-top: 16px; color: var(--accent); font-weight: 600; }
`;
