/**
 * Intl's formatters, one per language and options, made once and kept. Making one costs far more
 * than using it (tens of microseconds in Node, more in a phone's browser, where a page's prices,
 * dates and sizes are formatted card by card during hydration); a formatter holds no state.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<F, O>(formats: Map<string, F>, make: (locale: string, options: O) => F, locale: string, options: O): F {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make(locale, options)));
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, made once per language and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, (...args) => new Intl.NumberFormat(...args), locale, options);
}

/** `new Intl.DateTimeFormat(locale, options)`, made once per language and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return kept(dateTimeFormats, (...args) => new Intl.DateTimeFormat(...args), locale, options);
}
