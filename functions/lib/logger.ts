/** Structured JSON logs, one line per event: CloudWatch and the local console read them alike. */
type Level = 'debug' | 'info' | 'warn' | 'error';
const quiet = process.env.LOG_LEVEL === 'silent';

export function log(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (quiet || (level === 'debug' && process.env.LOG_LEVEL !== 'debug')) return;
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}
