import { escapeHtml } from '../mail/html';
import type { PageTexts } from '../provider-page-texts';

/** The sandbox SDK's pages: plain HTML forms, no inline script (the site's CSP holds here too). */
const STYLE = `*{box-sizing:border-box}body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1.25rem;color:#141428;background:#f6f6fb}
main{max-width:32rem;margin:0 auto;display:grid;grid-template-columns:minmax(0,1fr);gap:1rem}h1{font-size:1.25rem;margin:0}
label{display:grid;gap:.25rem;font-weight:600}form{display:grid;gap:.75rem}input{width:100%;min-width:0;font:inherit;padding:.5rem;border:1px solid #9a9ab0;border-radius:.5rem;background:#fff}
button{font:inherit;font-weight:700;padding:.75rem 1rem;border:0;border-radius:999px;background:#5b3df5;color:#fff;cursor:pointer}
.hint{color:#4b4b63;font-size:.875rem}.box{padding:1rem;border-radius:.75rem;background:#fff;border:1px solid #d8d8e6}`;

/** Megabytes a document may have, as the page says it (the limit itself is MAX_DOCUMENT_BYTES). */
const MAX_MEGABYTES = 10;

function layout(texts: PageTexts, title: string, body: string, script = false): string {
  return `<!doctype html><html lang="${escapeHtml(texts.intl)}" dir="${texts.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/provider/kyc/sdk.css"></head>
<body><main>${body}</main>${script ? '<script src="/provider/kyc/sdk.js"></script>' : ''}</body></html>`;
}

export function renderSdkPage(texts: PageTexts, accessToken: string, error?: string): string {
  const { t } = texts;
  return layout(
    texts,
    t('kyc.title'),
    `<h1>${escapeHtml(t('kyc.heading'))}</h1>
<p class="hint">${escapeHtml(t('kyc.intro', { maxMegabytes: MAX_MEGABYTES }))}</p>
${error ? `<p class="box" role="alert">${escapeHtml(error)}</p>` : ''}
<form class="box" method="post" action="/provider/kyc/sdk/applicant${escapeHtml(texts.query)}" enctype="multipart/form-data">
<input type="hidden" name="accessToken" value="${escapeHtml(accessToken)}">
<label>${escapeHtml(t('kyc.firstName'))} <input name="firstName" required maxlength="60" autocomplete="given-name"></label>
<label>${escapeHtml(t('kyc.lastName'))} <input name="lastName" required maxlength="60" autocomplete="family-name"></label>
<label>${escapeHtml(t('kyc.document'))} <input type="file" name="document" required accept="image/jpeg,image/png,application/pdf"></label>
<label>${escapeHtml(t('kyc.selfie'))} <input type="file" name="selfie" required accept="image/jpeg,image/png"></label>
<button type="submit">${escapeHtml(t('kyc.submit'))}</button>
</form>`,
  );
}

export function renderSubmittedPage(texts: PageTexts): string {
  const { t } = texts;
  return layout(
    texts,
    t('kyc.submittedTitle'),
    `<h1>${escapeHtml(t('kyc.submittedHeading'))}</h1><p class="box" role="status" data-kyc-submitted>${escapeHtml(t('kyc.submitted'))}</p>`,
    true,
  );
}

export function renderExpiredPage(texts: PageTexts): string {
  const { t } = texts;
  return layout(
    texts,
    t('kyc.expiredTitle'),
    `<h1>${escapeHtml(t('kyc.expiredHeading'))}</h1><p class="box" role="alert">${escapeHtml(t('kyc.expired'))}</p>`,
  );
}

/** The refusals of the form, in the page's language. */
export const formProblems = {
  tooLarge: (texts: PageTexts) => texts.t('kyc.fileTooLarge', { maxMegabytes: MAX_MEGABYTES }),
  unreadable: (texts: PageTexts) => texts.t('kyc.unreadable'),
  incomplete: (texts: PageTexts) => texts.t('kyc.incomplete'),
};

export const SDK_STYLESHEET = STYLE;

/** Tells the page hosting the SDK that the applicant submitted (checked there by origin and source). */
export const SDK_SCRIPT = `if (window.parent !== window) window.parent.postMessage({ type: 'kyc:submitted' }, location.origin);\n`;
