import * as z from 'zod';
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
      question: z.string().trim().min(1).max(FAQ_QUESTION_MAX),
      topic: z.string().min(1).max(64),
    }),
  response: ok,
  doc: '01',
});
