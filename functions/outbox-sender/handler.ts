import * as z from 'zod/mini';
import { JOBS } from '../lib/business-metrics';
import { createJobHandler } from '../lib/job-handler';
import { sendPendingEmails } from '../domain/notifications/outbox';
import { sesMailer } from '../domain/notifications/ses-mailer';

const { MAIL_FROM } = z.object({ MAIL_FROM: z.email() }).parse(process.env);
const mailer = sesMailer(MAIL_FROM);

/** Scheduled every minute in AWS (not an /api route): sends the e-mails Communications queued. */
export const handler = createJobHandler(JOBS.outboxSender, async () => ({
  sent: await sendPendingEmails(mailer),
}));
