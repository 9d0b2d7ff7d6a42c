import { describe, expect, it } from 'vitest';
import { liftHeadings, renderPressMarkdown } from './press-markdown.js';

describe('press text Markdown', () => {
  it('renders headings, paragraphs with line breaks, lists, quotes, code and emphasis', () => {
    expect(
      renderPressMarkdown(
        '# Title\nline one\nline two\n\n- a\n- **b**\n\n1. first\n2. second\n\n> said _so_\n\n`<b>` stays code',
      ),
    ).toBe(
      [
        '<h3>Title</h3>',
        '<p>line one<br>line two</p>',
        '<ul><li>a</li><li><strong>b</strong></li></ul>',
        '<ol><li>first</li><li>second</li></ol>',
        '<blockquote><p>said <em>so</em></p></blockquote>',
        '<p><code>&lt;b&gt;</code> stays code</p>',
      ].join('\n'),
    );
  });

  it.each([
    ['<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['<img src=x onerror=alert(1)>', '<p>&lt;img src=x onerror=alert(1)&gt;</p>'],
    ['[x](javascript:alert(1))', '<p>[x](javascript:alert(1))</p>'],
    ['[x](data:text/html,hi)', '<p>[x](data:text/html,hi)</p>'],
    ['[x](//evil.test/a)', '<p>[x](//evil.test/a)</p>'],
    ['[x](/search?q=a"b)', '<p><a href="/search?q=a&quot;b" rel="noopener noreferrer nofollow">x</a></p>'],
    [
      '[x](https://a.test/"onmouseover="alert(1))',
      '<p><a href="https://a.test/&quot;onmouseover=&quot;alert(1" rel="noopener noreferrer nofollow">x</a>)</p>',
    ],
    [
      '[**x**](https://a.test/_a_b_)',
      '<p><a href="https://a.test/_a_b_" rel="noopener noreferrer nofollow"><strong>x</strong></a></p>',
    ],
    ['\uE0000\uE000 marker', '<p>0 marker</p>'],
  ])('leaves no markup of the author’s own in %s', (source, html) => {
    expect(renderPressMarkdown(source)).toBe(html);
  });

  it('answers null for no text', () => {
    expect(renderPressMarkdown(null)).toBeNull();
    expect(renderPressMarkdown('  \n ')).toBeNull();
  });

  it('lifts the headings so they start right under the page’s own', () => {
    expect(liftHeadings('<h4>A</h4><p>x</p><h5>B</h5>', 3)).toBe('<h3>A</h3><p>x</p><h4>B</h4>');
    expect(liftHeadings('<h4>A</h4><h5>B</h5>', 2)).toBe('<h2>A</h2><h3>B</h3>');
    expect(liftHeadings('<h3>A</h3><h5>B</h5>', 3)).toBe('<h3>A</h3><h5>B</h5>');
    expect(liftHeadings('<p>no headings</p>', 3)).toBe('<p>no headings</p>');
    expect(liftHeadings('<p>&lt;h5&gt;text&lt;/h5&gt;</p><h5>C</h5>', 3)).toBe(
      '<p>&lt;h5&gt;text&lt;/h5&gt;</p><h3>C</h3>',
    );
  });
});
