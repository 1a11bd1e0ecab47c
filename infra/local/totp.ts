import { TOTP } from 'otpauth';
import { DEMO_TOTP_SECRET } from './seed';

/**
 * `npm run totp`: the current code of the demo staff's authenticator (docs/demo-data.md), for signing in
 * without an app. `npm run totp -- <base32 secret>` prints the code of another secret.
 */
const secret = process.argv[2] ?? DEMO_TOTP_SECRET;
const totp = new TOTP({ secret, digits: 6, period: 30 });
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${totp.generate()}  (valid for ${left} s more)`);
