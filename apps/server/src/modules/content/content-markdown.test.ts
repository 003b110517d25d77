import { describe, expect, it } from 'vitest';
import { renderContentMarkdown } from './content-markdown';

describe('content markdown renderer', () => {
  it('renders headings, lists, tables, emphasis and links a reader expects', () => {
    const html = renderContentMarkdown(
      [
        '# Big title',
        '',
        '## Section',
        '',
        '- one',
        '- **two**',
        '',
        '1. first',
        '',
        '| Game | Counts |',
        '|---|--:|',
        '| Slots | 100% |',
        '',
        'See [terms](/static/terms).',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Big title</h2>');
    expect(html).toContain('<h2>Section</h2>');
    expect(html).toContain('<li><strong>two</strong></li>');
    expect(html).toContain('<ol>');
    expect(html).toMatch(/<table>[\s\S]*<th>Game<\/th>[\s\S]*<td style="text-align:right">100%<\/td>/);
    expect(html).toContain('<a href="/static/terms">terms</a>');
  });

  it('lets no script, event handler, style or unsafe address through, whatever the markdown holds', () => {
    const html = renderContentMarkdown(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(2)">',
        '<a href="https://evil.example" onclick="steal()">raw link</a>',
        '[click](javascript:alert(3))',
        '[data](data:text/html;base64,PHNjcmlwdD4=)',
        '[vb](vbscript:msgbox)',
        '![pic](https://example.com/x.png)',
        '<div style="position:fixed">overlay</div>',
        '<iframe src="https://evil.example"></iframe>',
      ].join('\n\n'),
    );
    // Every real tag in the answer: only markdown's own, with only safe attributes.
    const tags = [...html.matchAll(/<([a-z0-9]+)([^>]*)>/gi)].map(([, name = '', attributes = '']) => ({
      name,
      attributes,
    }));
    expect(tags.map((tag) => tag.name).filter((name) => !['p', 'a'].includes(name))).toEqual([]);
    for (const { attributes } of tags) expect(attributes).not.toMatch(/\bon[a-z]+=|style=|src=|href="(?!https:\/\/)/i);
    // Raw HTML is shown as text, never run.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('opens other sites in a new tab without a handle on this one, and keeps links to this site plain', () => {
    const html = renderContentMarkdown(
      '[GamCare](https://www.gamcare.org.uk) and [help](/questions) and <https://begambleaware.org> and [mail](mailto:support@example.com)',
    );
    expect(html).toContain(
      '<a href="https://www.gamcare.org.uk" rel="noopener noreferrer nofollow" target="_blank">GamCare</a>',
    );
    expect(html).toContain('<a href="/questions">help</a>');
    expect(html).toContain('<a href="https://begambleaware.org" rel="noopener noreferrer nofollow" target="_blank">');
    expect(html).toContain('<a href="mailto:support@example.com">mail</a>');
    expect(renderContentMarkdown('[x](//evil.example/path)')).not.toContain('href="//evil');
  });
});
