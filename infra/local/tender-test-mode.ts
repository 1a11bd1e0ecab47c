/**
 * The tender test mode of 01 §2.5 for the local stack: forces a supplier's access status and date.
 *
 *   npx tsx infra/local/tender-test-mode.ts --code 1000123 --status BLOCKED --date 2026-12-01 [--dynamodb-port 45661]
 *
 * It talks to the local DynamoDB emulator only: a deployment has neither this script nor the switch.
 */
import { parseArgs } from 'node:util';
import { TENDER_ACCESS_STATUSES } from '@shared/constants/spec';
import { EMULATOR_CREDENTIALS } from './clients';
import { DEFAULT_PORTS } from './stack';

const { values } = parseArgs({
  options: {
    code: { type: 'string' },
    status: { type: 'string' },
    date: { type: 'string' },
    'dynamodb-port': { type: 'string', default: String(DEFAULT_PORTS.dynamodb) },
  },
});
const status = values.status as (typeof TENDER_ACCESS_STATUSES)[number] | undefined;
if (!values.code || !status || status === 'NOT_CONFIRMED' || !TENDER_ACCESS_STATUSES.includes(status)) {
  console.error('Usage: --code <company code> --status PENDING|BLOCKED|OPEN|TEMPORARY --date YYYY-MM-DD');
  process.exit(2);
}
if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date ?? '')) {
  console.error('--date must be YYYY-MM-DD');
  process.exit(2);
}

Object.assign(process.env, {
  AWS_REGION: 'eu-central-1',
  AWS_ACCESS_KEY_ID: EMULATOR_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: EMULATOR_CREDENTIALS.secretAccessKey,
  AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${values['dynamodb-port']}`,
  TENDER_TEST_MODE: 'true',
});
// Loaded once the environment points at the emulator.
const { forceAccess } = await import('../../functions/domain/tenders/test-mode');
const { clock } = await import('../../functions/lib/clock');
const state = await forceAccess(values.code, status, values.date ?? '', clock.now());
console.log(`${values.code}: ${JSON.stringify(state)}`);
