import { registerMessages } from '../../lib/messages';
/** Server texts of Communications and FAQ (registered with functions/lib/messages.ts). */
export const COMMUNICATION_MESSAGES_RU = {
  'communication.unknownTopic': 'Выберите тип обращения и тему из списка.',
  'communication.themeRequired': 'Укажите тему обращения.',
  'communication.organisationRequired': 'Выберите организацию Группы.',
  'communication.unknownOrganisation': 'Такой организации Группы нет в списке.',
  'communication.searchRequired':
    'Укажите номер тендера или договора либо почтовый адрес ответственного и дождитесь результата поиска.',
  'communication.contractNeedsOrganisation': 'Для поиска договора сначала выберите организацию.',
  'communication.emailNotInList': 'Выберите адрес из списка или отметьте «Иное».',
  'communication.archived': 'Обращение находится в архиве: отправка сообщений недоступна.',
  'communication.unknownAction': 'Это действие недоступно для обращения в его текущем состоянии.',
  'communication.attachmentUnknown': 'Вложение не найдено. Загрузите файл ещё раз.',
  'communication.unknownFaqTopic': 'Выберите тему',
  'communication.answerMail.subject': 'Ответ по обращению № {code}',
  'communication.answerMail.text':
    'По вашему обращению № {code} получен ответ организации Группы. Прочитать его можно в личном кабинете контрагента.',
} as const;

export const COMMUNICATION_MESSAGES_EN: Record<keyof typeof COMMUNICATION_MESSAGES_RU, string> = {
  'communication.unknownTopic': 'Choose the request type and topic from the list.',
  'communication.themeRequired': 'Enter the theme of the request.',
  'communication.organisationRequired': 'Choose an organisation of the Group.',
  'communication.unknownOrganisation': 'There is no such organisation of the Group in the list.',
  'communication.searchRequired':
    'Enter the tender or contract number or the responsible person’s e-mail and wait for the search result.',
  'communication.contractNeedsOrganisation': 'Choose the organisation before searching for a contract.',
  'communication.emailNotInList': 'Choose an address from the list or tick “Other”.',
  'communication.archived': 'The request is archived: messages cannot be sent.',
  'communication.unknownAction': 'This action is not available for the request in its current state.',
  'communication.attachmentUnknown': 'The attachment was not found. Upload the file again.',
  'communication.unknownFaqTopic': 'Choose a topic',
  'communication.answerMail.subject': 'Answer to request No. {code}',
  'communication.answerMail.text':
    'An organisation of the Group has answered your request No. {code}. You can read it in the contractor cabinet.',
};

registerMessages(COMMUNICATION_MESSAGES_RU, COMMUNICATION_MESSAGES_EN);

type CommunicationMessages = typeof COMMUNICATION_MESSAGES_RU;
declare module '../../lib/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this section's keys
  interface ServerMessages extends CommunicationMessages {}
}
