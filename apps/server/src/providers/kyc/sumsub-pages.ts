import { escapeHtml } from '../mail/html';

/** The sandbox SDK's pages: plain HTML forms, no inline script (the site's CSP holds here too). */
const STYLE = `*{box-sizing:border-box}body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1.25rem;color:#141428;background:#f6f6fb}
main{max-width:32rem;margin:0 auto;display:grid;grid-template-columns:minmax(0,1fr);gap:1rem}h1{font-size:1.25rem;margin:0}
label{display:grid;gap:.25rem;font-weight:600}form{display:grid;gap:.75rem}input{width:100%;min-width:0;font:inherit;padding:.5rem;border:1px solid #9a9ab0;border-radius:.5rem;background:#fff}
button{font:inherit;font-weight:700;padding:.75rem 1rem;border:0;border-radius:999px;background:#5b3df5;color:#fff;cursor:pointer}
.hint{color:#4b4b63;font-size:.875rem}.box{padding:1rem;border-radius:.75rem;background:#fff;border:1px solid #d8d8e6}`;

function layout(title: string, body: string, script = false): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/provider/kyc/sdk.css"></head>
<body><main>${body}</main>${script ? '<script src="/provider/kyc/sdk.js"></script>' : ''}</body></html>`;
}

export function renderSdkPage(accessToken: string, error?: string): string {
  return layout(
    'Identity verification',
    `<h1>Verify your identity</h1>
<p class="hint">Sandbox identity-verification provider. Give your name as on your document, a photo of the document and a selfie (JPEG, PNG or PDF, up to 10 MB each).</p>
${error ? `<p class="box" role="alert">${escapeHtml(error)}</p>` : ''}
<form class="box" method="post" action="/provider/kyc/sdk/applicant" enctype="multipart/form-data">
<input type="hidden" name="accessToken" value="${escapeHtml(accessToken)}">
<label>First name <input name="firstName" required maxlength="60" autocomplete="given-name"></label>
<label>Last name <input name="lastName" required maxlength="60" autocomplete="family-name"></label>
<label>Identity document <input type="file" name="document" required accept="image/jpeg,image/png,application/pdf"></label>
<label>Selfie <input type="file" name="selfie" required accept="image/jpeg,image/png"></label>
<button type="submit">Submit for review</button>
</form>`,
  );
}

export function renderSubmittedPage(): string {
  return layout(
    'Documents submitted',
    `<h1>Thank you</h1><p class="box" role="status" data-kyc-submitted>Your documents were submitted and are being reviewed. You can close this window: your profile shows the result as soon as it is ready.</p>`,
    true,
  );
}

export function renderExpiredPage(): string {
  return layout('Session expired', `<h1>This verification link has expired</h1><p class="box" role="alert">Close this window and start the verification again from your profile.</p>`);
}

export const SDK_STYLESHEET = STYLE;

/** Tells the page hosting the SDK that the applicant submitted (checked there by origin and source). */
export const SDK_SCRIPT = `if (window.parent !== window) window.parent.postMessage({ type: 'kyc:submitted' }, location.origin);\n`;
