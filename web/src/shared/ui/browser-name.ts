import Bowser from 'bowser';

/**
 * «Chrome, Windows»: the browser and system a consent was given from, as a person names them, from the
 * User-Agent the server recorded (bowser reads it); the raw string stays in the record for an audit.
 */
export function browserName(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const parsed = Bowser.parse(userAgent);
  const parts = [parsed.browser.name, parsed.os.name].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(', ') : null;
}
