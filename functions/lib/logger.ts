/** Structured JSON logs, one line per event: CloudWatch and the local console read them alike. */
const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];

/** LOG_LEVEL: the lowest level written (default info); `silent` writes nothing. */
const threshold = (() => {
  const configured = process.env.LOG_LEVEL ?? 'info';
  return configured === 'silent' ? LEVELS.length : Math.max(0, LEVELS.indexOf(configured as Level));
})();

export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (LEVELS.indexOf(level) < threshold) return;
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}
