/**
 * The markdown of a bonus's terms (written by operators) as blocks to render: headings, bullet
 * lists and paragraphs, with **bold** inline. Text only: no HTML, links or images pass through.
 */
export type TermsBlock =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | { readonly kind: 'paragraph'; readonly text: string };

const HEADING = /^#{1,6}\s+(.*)$/;
const ITEM = /^\s*[-*+]\s+(.*)$/;

export function parseTermsMarkdown(markdown: string): TermsBlock[] {
  const blocks: TermsBlock[] = [];
  let paragraph: string[] = [];
  let items: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (items.length > 0) blocks.push({ kind: 'list', items });
    paragraph = [];
    items = [];
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const item = ITEM.exec(raw);
    if (line === '') flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', text: heading[1] ?? '' });
    } else if (item) {
      if (paragraph.length > 0) flush();
      items.push(item[1] ?? '');
    } else if (items.length > 0) items[items.length - 1] = `${items[items.length - 1] ?? ''} ${line}`;
    else paragraph.push(line);
  }
  flush();
  return blocks;
}

/** A line's runs: plain text and **bold** text, in order. */
export function inlineRuns(text: string): { readonly text: string; readonly bold: boolean }[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith('**') && part.endsWith('**') && part.length > 4
        ? { text: part.slice(2, -2), bold: true }
        : { text: part, bold: false },
    );
}
