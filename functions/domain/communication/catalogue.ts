import { USER_THEME_TOPICS, type Category } from '@shared/api/areas/communication';
import type { Language } from '@shared/constants/spec';
import { SUPPORT_ROUTE } from './group-organisations';

/**
 * The request specification (categories → topics), the group's organisations and the request
 * actions: server data the SPA only renders (01 §2.7, §4.3). A real deployment would load them from
 * the group's master data; here they are the product's own catalogue.
 */

type Texts = Readonly<Record<Language, string>>;

interface TopicRule {
  code: string;
  name: Texts;
  tenderSearchRequired: boolean;
  contractSearchRequired: boolean;
  beRequired: boolean;
}

interface CategoryRule {
  code: string;
  name: Texts;
  topics: readonly TopicRule[];
}

/** What a topic asks of the request: a tender, a contract, an organisation (BE) picked. */
type Requirement = 'tender' | 'contract' | 'be';

const topic = (code: string, ru: string, en: string, requires: readonly Requirement[] = []): TopicRule => ({
  code,
  name: { ru, en },
  tenderSearchRequired: requires.includes('tender'),
  contractSearchRequired: requires.includes('contract'),
  beRequired: requires.includes('be'),
});

export const CATEGORIES: readonly CategoryRule[] = [
  {
    code: 'TECH',
    name: {
      ru: 'Технические вопросы по работе личного кабинета',
      en: 'Technical questions about the cabinet',
    },
    topics: [
      topic('TECH_ACCESS', 'Вход и учётная запись', 'Sign-in and account'),
      topic('TECH_DOCUMENTS', 'Загрузка документов', 'Uploading documents'),
      topic('TECH_OTHER', 'Другой технический вопрос', 'Other technical question'),
    ],
  },
  {
    code: 'COMMON',
    name: { ru: 'Общие вопросы', en: 'General questions' },
    topics: [
      topic('COMMON_CHECK', 'Проверка контрагента', 'Counterparty check', ['be']),
      topic('COMMON_OTHER', 'Другой общий вопрос', 'Other general question', ['be']),
    ],
  },
  {
    code: 'TENDER',
    name: { ru: 'Вопросы по закупкам', en: 'Questions about tenders' },
    topics: [
      topic('TENDER_PARTICIPATION', 'Участие в закупке', 'Taking part in a tender', ['tender']),
      topic('TENDER_RESULTS', 'Итоги закупки', 'Results of a tender', ['tender']),
      topic('TENDER_OTHER', 'Другой вопрос по закупке', 'Other question about a tender', ['be']),
    ],
  },
  {
    code: 'CONTRACT',
    name: { ru: 'Вопросы по договорам', en: 'Questions about contracts' },
    topics: [
      topic('CONTRACT_PAYMENT', 'Оплата по договору', 'Payment under a contract', ['contract', 'be']),
      topic('CONTRACT_CLOSING', 'Закрывающие документы', 'Closing documents', ['contract', 'be']),
      topic('CONTRACT_OTHER', 'Другой вопрос по договору', 'Other question about a contract', ['be']),
    ],
  },
];

/** FAQ questions become requests of this category; it is not offered in the wizard. */
export const FAQ_CATEGORY = 'FAQ';

/**
 * Requests with no organisation (technical topics, FAQ questions) go to the cabinet's own support
 * service: an inbox queue, not an organisation a supplier can pick.
 */
export const SUPPORT_SERVICE = {
  beCode: SUPPORT_ROUTE,
  name: { ru: 'Служба поддержки личного кабинета', en: 'Cabinet support service' },
} as const;

export const isUserTheme = (topicCode: string): boolean =>
  (USER_THEME_TOPICS as readonly string[]).includes(topicCode);

export function findTopic(categoryCode: string, topicCode: string) {
  const category = CATEGORIES.find((c) => c.code === categoryCode);
  const topic = category?.topics.find((t) => t.code === topicCode);
  return category && topic ? { category, topic } : null;
}

export function specification(lang: Language): Category[] {
  return CATEGORIES.map((c) => ({
    code: c.code,
    name: c.name[lang],
    topics: c.topics.map((t) => ({
      code: t.code,
      name: t.name[lang],
      tenderSearchRequired: t.tenderSearchRequired,
      contractSearchRequired: t.contractSearchRequired,
      beRequired: t.beRequired,
      canBeOverriddenByUser: isUserTheme(t.code),
    })),
  }));
}

/** Category and topic names of a stored request (FAQ topics come from the FAQ_TOPIC dictionary). */
export function topicNames(
  categoryCode: string,
  topicCode: string,
  lang: Language,
  faqTopicName: (code: string) => string,
): { categoryName: string; topicName: string } {
  if (categoryCode === FAQ_CATEGORY) {
    return {
      categoryName: lang === 'ru' ? 'Вопрос из раздела «Вопросы и ответы»' : 'Question from the FAQ',
      topicName: faqTopicName(topicCode),
    };
  }
  const found = findTopic(categoryCode, topicCode);
  return {
    categoryName: found?.category.name[lang] ?? categoryCode,
    topicName: found?.topic.name[lang] ?? topicCode,
  };
}

export type ActionCode = 'ARCHIVE' | 'RESTORE' | 'ASK_INFO';

const ACTION_TEXTS: Record<ActionCode, { name: Texts; message: Texts }> = {
  ARCHIVE: {
    name: { ru: 'Перенос обращения в архив', en: 'Move the request to the archive' },
    message: {
      ru: 'Обращение будет перенесено в архив, отправка сообщений в нём станет недоступна. Вернуть его можно действием «Восстановление обращения из архива».',
      en: 'The request will be moved to the archive and messages can no longer be sent in it. It can be brought back with the action “Restore the request from the archive”.',
    },
  },
  RESTORE: {
    name: { ru: 'Восстановление обращения из архива', en: 'Restore the request from the archive' },
    message: {
      ru: 'Обращение будет восстановлено из архива, и переписку в нём можно будет продолжить.',
      en: 'The request will be restored from the archive and the conversation can continue.',
    },
  },
  ASK_INFO: {
    name: { ru: 'Запросить дополнительную информацию', en: 'Ask for more information' },
    message: {
      ru: 'Поставщику будет отправлено сообщение с просьбой дополнить обращение.',
      en: 'The supplier will get a message asking to add information to the request.',
    },
  },
};

/** The text of the message the ASK_INFO action posts in the chat. */
export const ASK_INFO_TEXT: Texts = {
  ru: 'Для рассмотрения обращения нам нужна дополнительная информация. Пожалуйста, опишите ситуацию подробнее и при необходимости приложите документы.',
  en: 'We need more information to consider the request. Please describe the situation in more detail and attach documents if needed.',
};

/** Which actions a side may take on a request in its state (01 §4.3: the server provides them). */
export function actionsFor(side: 'SUPPLIER' | 'STAFF', archived: boolean): ActionCode[] {
  if (archived) return ['RESTORE'];
  return side === 'STAFF' ? ['ASK_INFO', 'ARCHIVE'] : ['ARCHIVE'];
}

export const describeActions = (codes: readonly ActionCode[], lang: Language) =>
  codes.map((code) => ({
    actionCode: code,
    actionName: ACTION_TEXTS[code].name[lang],
    userNotificationMessage: ACTION_TEXTS[code].message[lang],
  }));
