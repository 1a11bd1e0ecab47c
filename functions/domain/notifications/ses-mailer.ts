import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Mailer } from './outbox';

const ses = new SESv2Client({});

/** The outbox's adapter to Amazon SES: plain-text e-mails from the deployment's verified sender. */
export const sesMailer =
  (from: string): Mailer =>
  async (mail) => {
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: [mail.to] },
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: mail.body, Charset: 'UTF-8' } },
          },
        },
      }),
    );
  };
