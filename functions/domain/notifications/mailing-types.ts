/**
 * The mailing types of the 'Рассылки' screen (01 §2.4): every e-mail the cabinet sends has one.
 * An optional type honours the counterparty's switch; a mandatory one is sent whatever the switch says
 * and the screen shows it as such (docs/mail.md): the retention warnings tell a person before their
 * personal data is deleted (152-FZ art. 21, the spec's retention rules).
 */
export const MAILING_TYPES = [
  {
    type: 'DOCUMENT_REVIEW',
    mandatory: false,
    nameRu: 'Результаты проверки документов',
    nameEn: 'Document review results',
    descriptionRu:
      'Письмо о принятии или отклонении загруженных документов с комментарием проверяющего и о запросе дополнительных документов.',
    descriptionEn:
      'A letter when uploaded documents are accepted or rejected, with the reviewer’s comment, and when more documents are requested.',
  },
  {
    type: 'DOCUMENT_CALENDAR',
    mandatory: false,
    nameRu: 'Календарь документов',
    nameEn: 'Document calendar',
    descriptionRu: 'Напоминания об истечении срока действия справок и о сроках сдачи налоговой отчётности.',
    descriptionEn: 'Reminders of certificates about to expire and of tax return deadlines.',
  },
  {
    type: 'PROFILE_CHANGES',
    mandatory: false,
    nameRu: 'Изменение данных анкеты',
    nameEn: 'Questionnaire changes',
    descriptionRu: 'Решения по заявкам на изменение реквизитов, адресов и банковских счетов.',
    descriptionEn: 'Decisions on requests to change company details, addresses and bank accounts.',
  },
  {
    type: 'TENDER_ACCESS',
    mandatory: false,
    nameRu: 'Доступ в ИСУ Снабжение',
    nameEn: 'Tender system access',
    descriptionRu: 'Открытие, продление и блокировка доступа к торговой площадке, напоминания об оплате.',
    descriptionEn: 'Access to the tender system opened, extended or blocked, and payment reminders.',
  },
  {
    type: 'COMMUNICATION',
    mandatory: false,
    nameRu: 'Сообщения по обращениям',
    nameEn: 'Request messages',
    descriptionRu: 'Новые ответы организаций Группы в чатах ваших обращений.',
    descriptionEn: 'New answers from the Group’s organisations in the chats of your requests.',
  },
  {
    type: 'PBIOT_CHECK',
    mandatory: false,
    nameRu: 'Результаты проверки ПБиОТ',
    nameEn: 'Safety check results',
    descriptionRu:
      'Итоги квалификационной проверки в области промышленной безопасности, охраны труда и окружающей среды.',
    descriptionEn: 'Outcomes of the occupational safety, labour and environment qualification check.',
  },
  {
    type: 'RETENTION',
    mandatory: true,
    nameRu: 'Удаление учётной записи',
    nameEn: 'Account deletion',
    descriptionRu:
      'Предупреждения о предстоящем удалении учётной записи и данных контрагента. Обязательная рассылка: отключить её нельзя.',
    descriptionEn:
      'Warnings before the counterparty’s account and data are deleted. A mandatory mailing: it cannot be switched off.',
  },
] as const;

export type MailingTypeCode = (typeof MAILING_TYPES)[number]['type'];

/** The catalogue entry of a type; the code's catalogue, not the stored copy, decides what is mandatory. */
export const mailingTypeOf = (type: string) => MAILING_TYPES.find((t) => t.type === type);
