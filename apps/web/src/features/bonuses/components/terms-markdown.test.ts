import { describe, expect, it } from 'vitest';
import { inlineRuns, parseTermsMarkdown } from './terms-markdown';

describe('parseTermsMarkdown', () => {
  it('reads headings, lists and paragraphs', () => {
    const markdown =
      '## 100% of your first deposit\n\n- Minimum deposit 20 USD.\n- Wager the bonus\n  30 times.\n\nPlay responsibly.\nGood luck.';
    expect(parseTermsMarkdown(markdown)).toEqual([
      { kind: 'heading', text: '100% of your first deposit' },
      { kind: 'list', items: ['Minimum deposit 20 USD.', 'Wager the bonus 30 times.'] },
      { kind: 'paragraph', text: 'Play responsibly. Good luck.' },
    ]);
  });

  it('keeps markup it does not know as text, and gives nothing for nothing', () => {
    expect(parseTermsMarkdown('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'paragraph', text: '<img src=x onerror=alert(1)>' },
    ]);
    expect(parseTermsMarkdown('')).toEqual([]);
    expect(parseTermsMarkdown('\r\n\r\n')).toEqual([]);
  });
});

describe('inlineRuns', () => {
  it('marks **bold** runs', () => {
    expect(inlineRuns('Wager **30×** within **30 days**.')).toEqual([
      { text: 'Wager ', bold: false },
      { text: '30×', bold: true },
      { text: ' within ', bold: false },
      { text: '30 days', bold: true },
      { text: '.', bold: false },
    ]);
    expect(inlineRuns('a ** b')).toEqual([{ text: 'a ** b', bold: false }]);
  });
});
