import * as z from 'zod/mini';
import { requiredText } from '../../validation/text';
import { endpoint } from '../endpoint';
import { FAQ_QUESTION_MAX } from '../../constants/spec';
import { ok } from './common';

export const askAQuestion = endpoint({
  id: 'askAQuestion',
  method: 'POST',
  path: '/api/faqs/askaquestion',
  fn: 'faq',
  access: 'supplier',
  body: () =>
    z.object({
      question: requiredText(FAQ_QUESTION_MAX),
      topic: z.string().check(z.minLength(1), z.maxLength(64)),
    }),
  response: ok,
  doc: '01',
});
