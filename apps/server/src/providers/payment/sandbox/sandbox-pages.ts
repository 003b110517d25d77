import { escapeHtml } from '../../mail/html';
import type { PageTexts } from '../../provider-page-texts';
import { formatAmount } from '../../../http/money-text';
import type { SandboxTransaction } from './sandbox.table';

/** What a hosted page shows; `crypto` only for an open crypto payment. */
export interface SandboxPageModel {
  readonly merchantName: string;
  readonly transaction: SandboxTransaction;
  readonly formToken: string;
  readonly crypto?: { readonly address: string; readonly network: string; readonly uri: string; readonly qr: string };
  /** The page's language (its `lang` query parameter). */
  readonly texts: PageTexts;
}

export function renderPaymentPage(model: SandboxPageModel): string {
  const { transaction, texts } = model;
  const { t } = texts;
  const amount = formatAmount(transaction.amount, transaction.subunitToUnit, transaction.currency, texts.intl);
  const title = t(transaction.direction === 'payout' ? 'payment.titlePayout' : 'payment.titlePayment', {
    merchant: model.merchantName,
  });
  return layout(
    texts,
    title,
    `<dl>
  <dt>${escapeHtml(t('payment.merchant'))}</dt><dd>${escapeHtml(model.merchantName)}</dd>
  <dt>${escapeHtml(t('payment.amount'))}</dt><dd class="amount"><bdi>${escapeHtml(amount)}</bdi></dd>
  <dt>${escapeHtml(t('payment.method'))}</dt><dd>${escapeHtml(transaction.methodLabel)}${transaction.network ? ` · ${escapeHtml(transaction.network)}` : ''}</dd>
</dl>
${model.crypto ? cryptoSection(model.crypto, texts) : ''}
${transaction.status === 'open' ? openActions(model) : outcomeSection(model)}`,
  );
}

function cryptoSection(crypto: NonNullable<SandboxPageModel['crypto']>, { t }: PageTexts): string {
  return `<section class="crypto">
  <img src="${escapeHtml(crypto.qr)}" alt="${escapeHtml(t('payment.qrAlt'))}" width="180" height="180">
  <p>${escapeHtml(t('payment.cryptoSend', { network: crypto.network }))}</p>
  <code class="address" dir="ltr">${escapeHtml(crypto.address)}</code>
  <p class="hint">${escapeHtml(t('payment.cryptoSandbox'))}</p>
</section>`;
}

function actionForm(
  reference: string,
  action: string,
  token: string,
  label: string,
  style: string,
  texts: PageTexts,
): string {
  return `<form method="post" action="/provider/pay/${escapeHtml(reference)}/${action}${escapeHtml(texts.query)}">
  <input type="hidden" name="token" value="${escapeHtml(token)}">
  <button type="submit" class="${style}">${escapeHtml(label)}</button>
</form>`;
}

function openActions(model: SandboxPageModel): string {
  const { texts } = model;
  const { t } = texts;
  const { reference, direction, flow } = model.transaction;
  if (direction === 'payout') return `<p class="status pending">${escapeHtml(t('payment.payoutProcessing'))}</p>`;
  const payLabel = t(flow === 'crypto' ? 'payment.simulateTransfer' : 'payment.pay');
  const cardNote = flow === 'crypto' ? '' : `<p class="hint">${escapeHtml(t('payment.cardNote'))}</p>`;
  return `${cardNote}<div class="actions">
${actionForm(reference, 'pay', model.formToken, payLabel, 'primary', texts)}
${actionForm(reference, 'decline', model.formToken, t('payment.decline'), 'secondary', texts)}
</div>`;
}

const OUTCOME_TEXT: Readonly<
  Record<string, { readonly payment: string; readonly payout: string; readonly tone: string }>
> = {
  succeeded: { payment: 'payment.paymentSucceeded', payout: 'payment.payoutSucceeded', tone: 'success' },
  failed: { payment: 'payment.paymentFailed', payout: 'payment.payoutFailed', tone: 'failure' },
  cancelled: { payment: 'payment.paymentCancelled', payout: 'payment.payoutCancelled', tone: 'failure' },
};

function outcomeSection(model: SandboxPageModel): string {
  const { transaction, texts } = model;
  const { t } = texts;
  const text = OUTCOME_TEXT[transaction.status] ?? OUTCOME_TEXT.failed;
  const unconfirmed =
    transaction.eventId && !transaction.deliveredAt
      ? `<p class="hint">${escapeHtml(t('payment.notConfirmed', { merchant: model.merchantName }))}</p>${actionForm(transaction.reference, 'notify', model.formToken, t('payment.notifyAgain'), 'secondary', texts)}`
      : '';
  const back = transaction.returnUrl
    ? `<a class="back" href="${escapeHtml(transaction.returnUrl)}">${escapeHtml(t('payment.back', { merchant: model.merchantName }))}</a>`
    : '';
  const message = text ? t(text[transaction.direction]) : '';
  return `<p class="status ${text?.tone ?? 'failure'}">${escapeHtml(message)}</p>${unconfirmed}${back}`;
}

/** A refusal as a page of its own: `title` and `message` are text keys (`payment.notFound`). */
export function renderMessagePage(texts: PageTexts, titleKey: string, messageKey: string): string {
  return layout(texts, texts.t(titleKey), `<p class="status failure">${escapeHtml(texts.t(messageKey))}</p>`);
}

function layout(texts: PageTexts, title: string, body: string): string {
  const brand = texts.t('payment.brand');
  return `<!doctype html>
<html lang="${escapeHtml(texts.intl)}" dir="${texts.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(brand)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <header><span class="brand">${escapeHtml(brand)}</span><span class="badge">${escapeHtml(texts.t('payment.testMode'))}</span></header>
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
dd { margin: 0; text-align: end; }
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
