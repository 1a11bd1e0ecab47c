/** How long a supplier has waited, as staff read it: "2 d 3 h", "3 h 15 min", "5 min". */
export function waitedFor(since: string, now: Date, lang: string): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const u = lang === 'ru' ? { d: 'дн', h: 'ч', m: 'мин' } : { d: 'd', h: 'h', m: 'min' };
  if (days > 0) return `${days} ${u.d} ${hours} ${u.h}`;
  if (hours > 0) return `${hours} ${u.h} ${mins} ${u.m}`;
  return `${mins} ${u.m}`;
}
