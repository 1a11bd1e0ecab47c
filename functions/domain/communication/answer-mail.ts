import { translate } from '../../lib/messages';
import { sendMail } from '../notifications/mail';
import type { RequestItem } from './communication-repository';
import './messages';

/**
 * Tells the supplier that the group's organisation answered in the chat, at the address chosen for
 * the request, unless it switched the «Сообщения по обращениям» mailing off.
 */
export async function queueAnswerEmail(request: RequestItem, now: Date): Promise<void> {
  const code = request.requestCode;
  await sendMail(
    request.counterpartyId,
    {
      type: 'COMMUNICATION',
      to: [request.paEmailAddress],
      path: `/communication/chat/?requestCode=${encodeURIComponent(code)}`,
      subject: {
        ru: translate('ru', 'communication.answerMail.subject', { code }),
        en: translate('en', 'communication.answerMail.subject', { code }),
      },
      text: {
        ru: translate('ru', 'communication.answerMail.text', { code }),
        en: translate('en', 'communication.answerMail.text', { code }),
      },
    },
    now,
  );
}
