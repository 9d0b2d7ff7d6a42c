import type { i18n, ThirdPartyModule } from 'i18next';

/**
 * Korean particles that change with the sound a word ends on, as an i18next format:
 * `{{plan, josa(이가)}}` → "작가 프로가", "요금제가" / "작품이". The pairs: 이가, 을를, 은는, 과와,
 * and 으로 (으로 after a final consonant other than ㄹ; 로 after a vowel or ㄹ).
 */
const PARTICLES = {
  이가: ['이', '가'],
  을를: ['을', '를'],
  은는: ['은', '는'],
  과와: ['과', '와'],
  으로: ['으로', '로'],
} as const;
type Particle = keyof typeof PARTICLES;

/** How a name's last sound is read: a final consonant (batchim), ㄹ, or a vowel; null when unknown. */
type Ending = 'consonant' | 'rieul' | 'vowel';

// Digits as read in Korean: 영 일 이 삼 사 오 육 칠 팔 구.
const DIGITS: Ending[] = [
  'consonant',
  'rieul',
  'vowel',
  'consonant',
  'vowel',
  'vowel',
  'consonant',
  'rieul',
  'rieul',
  'vowel',
];

function endingOf(word: string): Ending | null {
  // What closes a name (quotes, brackets, a full stop) is not read.
  const last = word.replace(/[\s"'“”‘’「」『』()[\]{}.,!?…·-]+$/u, '').slice(-1);
  if (!last) return null;
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const final = (code - 0xac00) % 28;
    return final === 0 ? 'vowel' : final === 8 ? 'rieul' : 'consonant';
  }
  if (/\d/.test(last)) return DIGITS[Number(last)]!;
  // A Latin word as Koreans read it: PayPal 페이팔 (ㄹ), Zoom 줌, Toss 토스, Payments 페이먼츠, pro 프로.
  const lower = last.toLowerCase();
  if (lower === 'l') return 'rieul';
  if ('mnkbdgpt'.includes(lower)) return 'consonant';
  if (/[a-z]/.test(lower)) return 'vowel';
  return null;
}

/** A word with its particle; the two written together ("이(가)") when its sound cannot be told. */
export function withJosa(word: string, particle: Particle): string {
  const [afterConsonant, afterVowel] = PARTICLES[particle];
  const ending = endingOf(word);
  if (!ending) return particle === '으로' ? `${word}(으)로` : `${word}${afterConsonant}(${afterVowel})`;
  const consonant = ending === 'consonant' || (ending === 'rieul' && particle !== '으로');
  return `${word}${consonant ? afterConsonant : afterVowel}`;
}

const isParticle = (key: string): key is Particle => key in PARTICLES;

/** The `josa` and `particle` formats on an i18next instance: `.use(josaFormat)` before `init`, on the server's and the browser's. */
export const josaFormat: ThirdPartyModule = {
  type: '3rdParty',
  init(instance: i18n) {
    const formatter = instance.services.formatter;
    formatter?.add('josa', (value: unknown, _lng: string | undefined, options: object) => {
      const particle = Object.keys(options).find(isParticle);
      return particle ? withJosa(String(value), particle) : String(value);
    });
    // The particle alone, for a name in quotes: `“{{name}}”{{name, particle(을를)}}`.
    formatter?.add('particle', (value: unknown, _lng: string | undefined, options: object) => {
      const particle = Object.keys(options).find(isParticle);
      return particle ? withJosa(String(value), particle).slice(String(value).length) : '';
    });
  },
};
