import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '../../lib/env';

/**
 * Registration links (02 §2.6): a token `<invite id>.<expiry>.<signature>` short enough to be a
 * route's `:id`. The HMAC key comes from the deployment's configuration: locally generated into the
 * git-ignored state, in AWS read once from Secrets Manager. Nothing secret is in the repository.
 */
let cachedKey: Promise<Buffer> | null = null;

async function loadKey(): Promise<Buffer> {
  if (env.REGISTRATION_LINK_SECRET) return Buffer.from(env.REGISTRATION_LINK_SECRET);
  if (!env.REGISTRATION_LINK_SECRET_ARN) throw new Error('no registration link secret is configured');
  // Loaded only where a deployment keeps the key in Secrets Manager.
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({ region: env.AWS_REGION });
  const secret = await client.send(new GetSecretValueCommand({ SecretId: env.REGISTRATION_LINK_SECRET_ARN }));
  if (!secret.SecretString) throw new Error('the registration link secret is empty');
  return Buffer.from(secret.SecretString);
}

function key(): Promise<Buffer> {
  cachedKey ??= loadKey();
  cachedKey.catch(() => (cachedKey = null));
  return cachedKey;
}

const signature = async (payload: string) =>
  createHmac('sha256', await key())
    .update(payload)
    .digest('base64url')
    .slice(0, 22);

export const newInviteId = (): string => randomBytes(16).toString('base64url');

export async function signInvitation(inviteId: string, expiresAt: Date): Promise<string> {
  const payload = `${inviteId}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
  return `${payload}.${await signature(payload)}`;
}

const TOKEN = /^([\w-]{22})\.([0-9a-z]{1,10})\.([\w-]{22})$/;
export const looksLikeInvitation = (value: string): boolean => TOKEN.test(value);

/** The invite id of a token signed here and not expired at `now`; null otherwise. */
export async function verifyInvitation(token: string, now: Date): Promise<string | null> {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, inviteId, expiry] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(await signature(`${inviteId}.${expiry}`));
  const given = Buffer.from(match[3] ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (parseInt(expiry, 36) * 1000 <= now.getTime()) return null;
  return inviteId;
}
