/**
 * Press texts are written in a small Markdown (ADR 016) and answered as HTML that carries no
 * markup of the author's own: every character of the source is escaped first, and only the tags
 * this renderer writes itself (p, br, h3–h5, strong, em, code, ul, ol, li, blockquote, and links
 * to http(s) addresses or paths of the same site) ever appear. A `<script>` or an `onerror=` in the text arrives as text.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Marks the place of a span set aside; a private-use character, taken out of the source first. */
const MARK = '\uE000';
const KEPT = /\uE000(\d+)\uE000/g;

/** Bold and italics of escaped text. */
function emphasis(escaped: string): string {
  return escaped
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*\w])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>')
    .replace(/(^|[^\w])_([^_\s][^_]*)_(?!\w)/g, '$1<em>$2</em>');
}

/** Inline marks of one escaped line: code spans and links (set aside first), bold, italics. */
function inline(escaped: string): string {
  const kept: string[] = [];
  const keep = (html: string) => `${MARK}${kept.push(html) - 1}${MARK}`;
  let out = escaped.replace(/`([^`]+)`/g, (_, code: string) => keep(`<code>${code}</code>`));
  // Links: only http(s) targets and paths of the same site (`/search`, never `//host`); the
  // address was escaped with the rest, so it cannot leave its quotes.
  out = out.replace(/\[([^\]]+)\]\((https?:\/\/[^\s)]+|\/(?!\/)[^\s)]*)\)/g, (_, label: string, href: string) =>
    keep(`<a href="${href}" rel="noopener noreferrer nofollow">${emphasis(label)}</a>`),
  );
  return emphasis(out).replace(KEPT, (_, index: string) => kept[Number(index)] ?? '');
}

type Block = { kind: 'p' | 'ul' | 'ol' | 'quote'; lines: string[] } | { kind: 'h'; level: number; text: string };

/** Renders press-text Markdown to safe HTML; null for no text. */
export function renderPressMarkdown(source: string | null | undefined): string | null {
  if (!source || source.trim() === '') return null;
  const blocks: Block[] = [];
  let current: Block | null = null;
  const push = (kind: 'p' | 'ul' | 'ol' | 'quote', line: string) => {
    if (current?.kind !== kind) {
      current = { kind, lines: [] };
      blocks.push(current);
    }
    current.lines.push(line);
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = escapeHtml(raw.trimEnd().replaceAll(MARK, ''));
    let match: RegExpExecArray | null;
    if (line.trim() === '') current = null;
    else if ((match = /^(#{1,3})\s+(.*)$/.exec(line))) {
      blocks.push({ kind: 'h', level: match[1]!.length + 2, text: match[2]! });
      current = null;
    } else if ((match = /^\s*[-*+]\s+(.*)$/.exec(line))) push('ul', match[1]!);
    else if ((match = /^\s*\d{1,3}[.)]\s+(.*)$/.exec(line))) push('ol', match[1]!);
    else if ((match = /^&gt;\s?(.*)$/.exec(line))) push('quote', match[1]!);
    else push('p', line.trim());
  }
  return blocks
    .map((block) => {
      if (block.kind === 'h') return `<h${block.level}>${inline(block.text)}</h${block.level}>`;
      if (block.kind === 'ul' || block.kind === 'ol') {
        return `<${block.kind}>${block.lines.map((line) => `<li>${inline(line)}</li>`).join('')}</${block.kind}>`;
      }
      const body = block.lines.map(inline).join('<br>');
      return block.kind === 'quote' ? `<blockquote><p>${body}</p></blockquote>` : `<p>${body}</p>`;
    })
    .join('\n');
}

/**
 * Moves the headings of rendered press Markdown up so the highest is `top`, the level right under
 * the heading of the page it is shown on: the renderer writes `#` as h3 and `##` as h4, and a text
 * that starts at `##` under a page's h1 would skip levels. Only the renderer's own tags are in this
 * HTML (the author's text is escaped), so the plain tags are all there is to match.
 */
export function liftHeadings(html: string, top: number): string {
  const levels = [...html.matchAll(/<h([1-6])>/g)].map((match) => Number(match[1]));
  const shift = levels.length > 0 ? Math.min(...levels) - top : 0;
  if (shift <= 0) return html;
  return html.replace(
    /<(\/?)h([1-6])>/g,
    (_tag, slash: string, level: string) => `<${slash}h${Number(level) - shift}>`,
  );
}
