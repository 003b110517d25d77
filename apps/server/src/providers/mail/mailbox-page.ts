import type { OutboxMessageView } from './message-outbox';
import { escapeHtml, linkifyText } from './html';

/**
 * The development mailbox: every e-mail and SMS, newest first, so a person trying the product
 * can read codes and follow links. Message bodies are shown as escaped text, never as HTML.
 */
export function renderMailboxPage(
  messages: readonly OutboxMessageView[],
  recipient: string | undefined,
  key: string | undefined,
): string {
  // The key travels on with the filter form and the "all messages" link (when it came in the address).
  const keyField = key === undefined ? '' : `<input type="hidden" name="key" value="${escapeHtml(key)}">`;
  const allMessages = key === undefined ? '/provider/mailbox' : `/provider/mailbox?key=${encodeURIComponent(key)}`;
  const filter = recipient === undefined ? '' : ` for ${escapeHtml(recipient)}`;
  const items =
    messages.length === 0
      ? '<p class="empty">No messages yet. Codes and links the site sends appear here.</p>'
      : messages.map(renderMessage).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Mailbox${filter} · development</title>
<style>${STYLE}</style>
</head>
<body>
<header>
  <h1>Development mailbox</h1>
  <p>Every e-mail and SMS the site sends while no SMTP server is configured: the latest ${messages.length}${filter}, newest first.</p>
  <form method="get" action="/provider/mailbox">
    ${keyField}<label>Recipient <input name="recipient" value="${escapeHtml(recipient ?? '')}" placeholder="e-mail or +phone" maxlength="254"></label>
    <button type="submit">Filter</button>
    <a href="${escapeHtml(allMessages)}">All messages</a>
  </form>
</header>
<main>
${items}
</main>
</body>
</html>
`;
}

function renderMessage(message: OutboxMessageView): string {
  const subject = message.subject === null ? '' : `<h2>${escapeHtml(message.subject)}</h2>`;
  return `<article class="message ${message.channel}">
  <div class="meta">
    <span class="channel">${message.channel === 'sms' ? 'SMS' : 'E-mail'}</span>
    <span class="recipient">${escapeHtml(message.recipient)}</span>
    <time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(message.createdAt.replace('T', ' ').slice(0, 19))} UTC</time>
    <span class="transport">${escapeHtml(message.transport)}</span>
  </div>
  ${subject}
  <pre>${linkifyText(message.text)}</pre>
</article>`;
}

const STYLE = `
:root { color-scheme: light dark; --accent: #7c5cff; --muted: #8a8aa3; --card: rgba(127,127,160,.08); }
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 860px; padding: 24px 16px 48px; }
h1 { margin: 0 0 4px; font-size: 24px; }
header p { margin: 0 0 12px; color: var(--muted); }
form { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; margin-bottom: 16px; }
input { font: inherit; padding: 4px 8px; min-width: 240px; }
button { font: inherit; padding: 4px 12px; }
.message { background: var(--card); border-left: 4px solid var(--accent); border-radius: 8px; padding: 12px 16px; margin: 12px 0; }
.message.sms { border-left-color: #1fb58f; }
.meta { display: flex; gap: 12px; flex-wrap: wrap; font-size: 13px; color: var(--muted); }
.channel { font-weight: 600; color: var(--accent); text-transform: uppercase; }
.sms .channel { color: #1fb58f; }
.recipient { font-weight: 600; color: inherit; }
h2 { font-size: 17px; margin: 6px 0 0; }
pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 8px 0 0; }
a { color: var(--accent); }
.empty { color: var(--muted); }
`;
