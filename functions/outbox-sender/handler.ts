import * as z from 'zod';
import { log } from '../lib/logger';
import { sendPendingEmails } from '../domain/communication/outbox';
import { sesMailer } from '../domain/communication/ses-mailer';

const { MAIL_FROM } = z.object({ MAIL_FROM: z.email() }).parse(process.env);
const mailer = sesMailer(MAIL_FROM);

/** Scheduled every minute in AWS (not an /api route): sends the e-mails Communications queued. */
export const handler = async (): Promise<void> => {
  const sent = await sendPendingEmails(mailer);
  if (sent > 0) log('info', 'outbox: e-mails sent', { sent });
};
