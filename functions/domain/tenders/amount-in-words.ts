/**
 * "Сумма прописью" of the payment order: roubles in Russian words, kopecks in digits
 * (61000.00 → "Шестьдесят одна тысяча рублей 00 копеек").
 */
const UNITS_M = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const UNITS_F = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

/** Russian plural: 1 рубль, 2 рубля, 5 рублей. */
export function plural(n: number, forms: readonly [string, string, string]): string {
  const mod100 = n % 100;
  const mod10 = n % 10;
  if (mod100 >= 11 && mod100 <= 14) return forms[2];
  if (mod10 === 1) return forms[0];
  if (mod10 >= 2 && mod10 <= 4) return forms[1];
  return forms[2];
}

function triad(n: number, feminine: boolean): string[] {
  const words = [HUNDREDS[Math.floor(n / 100)] ?? ''];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10] ?? '');
  else {
    words.push(TENS[Math.floor(rest / 10)] ?? '');
    words.push((feminine ? UNITS_F : UNITS_M)[rest % 10] ?? '');
  }
  return words.filter(Boolean);
}

const SCALES: { forms: readonly [string, string, string]; feminine: boolean }[] = [
  { forms: ['', '', ''], feminine: false },
  { forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
  { forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
];

export function rublesInWords(kopecks: number): string {
  const rubles = Math.floor(kopecks / 100);
  const cents = kopecks % 100;
  const words: string[] = [];
  if (rubles === 0) words.push('ноль');
  let rest = rubles;
  const groups: number[] = [];
  while (rest > 0) {
    groups.push(rest % 1000);
    rest = Math.floor(rest / 1000);
  }
  for (let scale = groups.length - 1; scale >= 0; scale--) {
    const n = groups[scale] ?? 0;
    if (n === 0) continue;
    const { forms, feminine } = SCALES[scale] ?? { forms: ['', '', ''] as const, feminine: false };
    words.push(...triad(n, feminine));
    if (scale > 0) words.push(plural(n, forms));
  }
  const text = `${words.join(' ')} ${plural(rubles, ['рубль', 'рубля', 'рублей'])} ${String(cents).padStart(2, '0')} ${plural(cents, ['копейка', 'копейки', 'копеек'])}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
