import type { Caller } from '../../lib/caller';
import { badRequest } from '../../lib/errors';
import type { Tenant } from '../../lib/tenant';
import { FAQ_TOPICS } from '../dictionaries/data/reference-lists';
import { FAQ_CATEGORY, SUPPORT_SERVICE } from './catalogue';
import { openRequest } from './open-request';
import './messages';

/**
 * POST /faqs/askaquestion: the question becomes a request to the cabinet's support service, so it
 * lands in the staff inbox and the answer comes back in Communications and by e-mail to the login.
 */
export async function askQuestion(
  tenant: Tenant,
  caller: Caller,
  body: { question: string; topic: string },
  now: Date,
) {
  const topic = FAQ_TOPICS.find(([code]) => code === body.topic);
  if (!topic) throw badRequest('communication.unknownFaqTopic');
  await openRequest(
    tenant,
    caller,
    {
      category: FAQ_CATEGORY,
      topic: topic[0],
      theme: '',
      beCode: null,
      routeCode: SUPPORT_SERVICE.beCode,
      paEmailType: 'LOGIN',
      paEmailAddress: caller.login,
      messageText: body.question,
      file: null,
    },
    now,
  );
  return { success: true as const };
}
