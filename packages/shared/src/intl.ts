/**
 * Intl's formatters, one per language and options, made once and kept. Making one costs far more
 * than using it (tens of microseconds in Node, more in a phone's browser, where a page's prices,
 * dates and sizes are formatted card by card during hydration); a formatter holds no state.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const displayNamesKept = new Map<string, Intl.DisplayNames>();
const collators = new Map<string, Intl.Collator>();

/** Told of every formatter asked for (the server's render notes it: `onIntlUse`). */
let intlUse: (() => void) | undefined;

/**
 * Calls `listener` whenever one of these formatters is asked for. The browser loads its Intl data
 * with a page's first formatter, so the server's render tells the page whether it formatted
 * through Intl, and only such a page loads that data before hydrating (ADR 074).
 */
export function onIntlUse(listener: (() => void) | undefined): void {
  intlUse = listener;
}

function kept<F, O>(formats: Map<string, F>, make: (locale: string, options: O) => F, locale: string, options: O): F {
  intlUse?.();
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make(locale, options)));
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, made once per language and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, (...args) => new Intl.NumberFormat(...args), locale, options);
}

/** Korean, any region (`ko`, `ko-KR`); not a language whose tag merely starts so (`kok`, Konkani). */
const isKorean = (locale: string) => locale === 'ko' || locale.startsWith('ko-');

/**
 * `new Intl.DateTimeFormat(locale, options)`, made once per language and options. Korean times
 * read the 24-hour clock unless the options name a clock: ICU versions name the afternoon
 * differently ("오후" in Chromium's, "PM" in Node 20's), so a time written on the server would
 * differ from the browser's (hydration fails) and read "PM" in a Korean mail.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const namesClock = options.hourCycle !== undefined || options.hour12 !== undefined;
  const showsTime = options.timeStyle !== undefined || options.hour !== undefined;
  const clocked = isKorean(locale) && showsTime && !namesClock ? { ...options, hourCycle: 'h23' as const } : options;
  return kept(dateTimeFormats, (...args) => new Intl.DateTimeFormat(...args), locale, clocked);
}

/** `new Intl.DisplayNames(locale, options)` (names of countries, languages), made once per language and options. */
export function displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return kept(displayNamesKept, (...args) => new Intl.DisplayNames(...args), locale, options);
}

/** `new Intl.Collator(locale, options)`, the order of names in a language, made once per language and options. */
export function collator(locale: string, options: Intl.CollatorOptions = {}): Intl.Collator {
  return kept(collators, (...args) => new Intl.Collator(...args), locale, options);
}
