/** The mailing types a counterparty can switch on and off on the 'Рассылки' screen (01 §2.4). */
export const MAILING_TYPES = [
  {
    type: 'DOCUMENT_REVIEW',
    nameRu: 'Результаты проверки документов',
    nameEn: 'Document review results',
    descriptionRu: 'Письмо о принятии или отклонении загруженных документов с комментарием проверяющего.',
    descriptionEn: 'A letter when uploaded documents are accepted or rejected, with the reviewer’s comment.',
  },
  {
    type: 'PROFILE_CHANGES',
    nameRu: 'Изменение данных анкеты',
    nameEn: 'Questionnaire changes',
    descriptionRu: 'Решения по заявкам на изменение реквизитов, адресов и банковских счетов.',
    descriptionEn: 'Decisions on requests to change company details, addresses and bank accounts.',
  },
  {
    type: 'TENDER_ACCESS',
    nameRu: 'Доступ в ИСУ Снабжение',
    nameEn: 'Tender system access',
    descriptionRu: 'Открытие, продление и блокировка доступа к торговой площадке, напоминания об оплате.',
    descriptionEn: 'Access to the tender system opened, extended or blocked, and payment reminders.',
  },
  {
    type: 'COMMUNICATION',
    nameRu: 'Сообщения по обращениям',
    nameEn: 'Request messages',
    descriptionRu: 'Новые ответы организаций Группы в чатах ваших обращений.',
    descriptionEn: 'New answers from the Group’s organisations in the chats of your requests.',
  },
  {
    type: 'PBIOT_CHECK',
    nameRu: 'Результаты проверки ПБиОТ',
    nameEn: 'Safety check results',
    descriptionRu:
      'Итоги квалификационной проверки в области промышленной безопасности, охраны труда и окружающей среды.',
    descriptionEn: 'Outcomes of the occupational safety, labour and environment qualification check.',
  },
  {
    type: 'NEWS',
    nameRu: 'Новости',
    nameEn: 'News',
    descriptionRu:
      'Изменения в правилах работы с поставщиками, плановые технические работы и события Группы.',
    descriptionEn: 'Changes to supplier rules, planned maintenance and the Group’s events.',
  },
] as const;
