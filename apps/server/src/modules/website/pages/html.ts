/**
 * HTML by tagged template, escaped by default: every interpolated value is text unless it is
 * already `Html` (made by this tag or `raw`). The site pages are built with it, so a title or a
 * description can never become markup.
 */
export class Html {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString() {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return (part as readonly Part[]).map(render).join('');
  return escapeHtml(String(part));
}

export function markup(strings: TemplateStringsArray, ...parts: Part[]): Html {
  let out = strings[0]!;
  parts.forEach((part, index) => {
    out += render(part) + strings[index + 1]!;
  });
  return new Html(out);
}

/** Markup that is already safe (a constant, or JSON made safe by `jsonLd`). */
export function raw(value: string): Html {
  return new Html(value);
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export function jsonLd(value: unknown): Html {
  return raw(JSON.stringify(value).replace(/</g, '\\u003c'));
}
