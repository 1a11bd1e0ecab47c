import { registerMessages } from '../../lib/messages';
/**
 * Server texts of registration, the questionnaire, bank details and change requests (02 §2, §5, §8),
 * registered with the server catalogue (functions/lib/messages.ts). Spec wording verbatim where it exists.
 */
export const PROFILE_MESSAGES_RU = {
  'registration.notInEgrul':
    'Организация с таким ИНН и КПП не найдена в ЕГРЮЛ. Найдите организацию через поиск.',
  'registration.notInEgrip':
    'Индивидуальный предприниматель с таким ИНН не найден в ЕГРИП. Найдите его через поиск.',
  'registration.ogrnMismatch': 'ОГРН не совпадает с данными государственного реестра.',
  'registration.alreadyRegistered': 'Ваша учетная запись уже связана с контрагентом.',
  'registration.staffCannotRegister': 'Сотрудники не регистрируют контрагентов.',
  'registration.fileInvalid': 'Файл {field} не найден или не прошел проверку. Загрузите его заново.',
  'registration.sourceMismatch': 'Данные не совпадают с выбранной записью реестра.',
  'registration.completed': 'Регистрация завершена',
  'profile.notEditable':
    'Возможность редактирования ограничена: данные учетной записи находятся на проверке. Изменения можно отправить после решения по ранее направленному запросу.',
  'profile.contactsPending': 'Не завершен ранее направленный запрос на изменение контактов',
  'profile.postalPending': 'Не завершен ранее направленный запрос на изменение почтового адреса',
  'profile.bankPending': 'Не завершен ранее направленный запрос на изменение банковских реквизитов',
  'profile.egrulPending': 'Не завершен ранее направленный запрос',
  'profile.reviewPending':
    'Запрос сформирован и направлен в КССС. Редактирование недоступно до завершения проверки. Если проверка длится более 2 дней, обратитесь в службу поддержки.',
  'profile.tenderContactsReadOnly': 'Телефон и e-mail для тендеров редактируются в разделе Профиль - Данные.',
  'profile.tenderContactsUnchanged': 'Телефон и e-mail для тендеров не изменились: сохранять нечего.',
  'profile.noChanges': 'Изменений нет: запрос не направлен.',
  'profile.bankDocumentRequired':
    'Приложите документ, подтверждающий банковские реквизиты (справку из банка): без него запрос не направляется.',
  'profile.residentsOnly': 'Банковские реквизиты заполняются только резидентами РФ.',
  'profile.egrulResidentsOnly': 'Обновление из ЕГРЮЛ/ЕГРИП доступно только резидентам РФ.',
  'profile.notInRegister': 'Запись контрагента не найдена в государственном реестре.',
  'profile.contactsSent': 'Отправлен запрос на обновление анкетных данных.',
  'profile.postalSent': 'Запрос сформирован и направлен в КССС',
  'profile.egrulSent': 'Запрос на обновление данных из ЕГРЮЛ/ЕГРИП направлен в КССС.',
  'profile.bankSent':
    'Запрос на изменение банковских реквизитов сформирован и направлен в КССС. Редактирование недоступно до завершения проверки.',
  'backoffice.alreadyDecided': 'Решение по этому запросу уже принято.',
  'backoffice.approvedNotice': 'Запрос на изменение «{kind}» одобрен. Комментарий: {comment}',
  'backoffice.rejectedNotice': 'Запрос на изменение «{kind}» отклонен. Комментарий: {comment}',
  'kind.POSTAL_ADDRESS': 'Почтовый адрес',
  'kind.CONTACTS': 'Контакты',
  'kind.BANK_ACCOUNTS': 'Банковские реквизиты',
  'kind.EGRUL_REFRESH': 'Обновление данных из ЕГРЮЛ/ЕГРИП',
  'kind.REGISTRATION_DATA': 'Реквизиты, введённые вручную',
  'kind.TAX_REGIME': 'Система налогообложения',
  'profile.taxRegimePending':
    'Заявленная система налогообложения проверяется сотрудником группы. Новое заявление можно направить после решения.',
  'profile.taxRegimeSent': 'Заявление о системе налогообложения отправлено на проверку.',
  'profile.taxRegimeDocumentRequired':
    'Приложите документ, подтверждающий систему налогообложения (уведомление о переходе на УСН/ЕСХН или патент), в формате PDF.',
  'profile.taxRegimeUnchanged': 'Эта система налогообложения уже указана для выбранного года.',
  'profile.registrationDataPending':
    'Реквизиты организации, введённые вручную, проверяются сотрудником группы. Редактирование недоступно до завершения проверки.',
  'registration.manualSent':
    'Регистрация завершена. Реквизиты, введённые вручную, направлены на проверку сотруднику группы.',
  'registration.inRegister':
    'Организация найдена в государственном реестре: выберите её в поиске, реквизиты заполнятся из реестра.',
} as const;

export type ProfileMessageKey = keyof typeof PROFILE_MESSAGES_RU;

export const PROFILE_MESSAGES_EN: Record<ProfileMessageKey, string> = {
  'registration.notInEgrul':
    'No organisation with this INN and KPP in the EGRUL register. Find it with the search.',
  'registration.notInEgrip':
    'No entrepreneur with this INN in the EGRIP register. Find them with the search.',
  'registration.ogrnMismatch': 'The OGRN does not match the state register.',
  'registration.alreadyRegistered': 'Your account is already linked to a counterparty.',
  'registration.staffCannotRegister': 'Staff accounts do not register counterparties.',
  'registration.fileInvalid': 'The file {field} was not found or did not pass the checks. Upload it again.',
  'registration.sourceMismatch': 'The data does not match the chosen register record.',
  'registration.completed': 'Registration completed',
  'profile.notEditable':
    'Editing is limited: the account data is under review. Changes can be sent once the earlier request is decided.',
  'profile.contactsPending': 'An earlier contacts change request is not finished yet',
  'profile.postalPending': 'An earlier postal address change request is not finished yet',
  'profile.bankPending': 'An earlier bank details change request is not finished yet',
  'profile.egrulPending': 'An earlier request is not finished yet',
  'profile.reviewPending':
    'The request was sent to KSSS. Editing is unavailable until the review ends. If the review takes more than 2 days, contact support.',
  'profile.tenderContactsReadOnly': 'The tender phone and e-mail are edited in Profile - Data.',
  'profile.tenderContactsUnchanged': 'The tender phone and e-mail have not changed: nothing to save.',
  'profile.noChanges': 'Nothing changed: no request was sent.',
  'profile.bankDocumentRequired':
    'Attach a document confirming the bank details (a letter from the bank): without it the request is not sent.',
  'profile.residentsOnly': 'Bank details are filled in by Russian residents only.',
  'profile.egrulResidentsOnly': 'Refreshing from EGRUL/EGRIP is available to Russian residents only.',
  'profile.notInRegister': 'The counterparty was not found in the state register.',
  'profile.contactsSent': 'A request to update the questionnaire data was sent.',
  'profile.postalSent': 'The request was created and sent to KSSS',
  'profile.egrulSent': 'A request to refresh the data from EGRUL/EGRIP was sent to KSSS.',
  'profile.bankSent':
    'The bank details change request was created and sent to KSSS. Editing is unavailable until the review ends.',
  'backoffice.alreadyDecided': 'This request has already been decided.',
  'backoffice.approvedNotice': 'Your change request "{kind}" was approved. Comment: {comment}',
  'backoffice.rejectedNotice': 'Your change request "{kind}" was rejected. Comment: {comment}',
  'kind.POSTAL_ADDRESS': 'Postal address',
  'kind.CONTACTS': 'Contacts',
  'kind.BANK_ACCOUNTS': 'Bank details',
  'kind.EGRUL_REFRESH': 'Refresh from EGRUL/EGRIP',
  'kind.REGISTRATION_DATA': 'Details entered by hand',
  'kind.TAX_REGIME': 'Tax regime',
  'profile.taxRegimePending':
    'The declared tax regime is being checked by the group’s reviewer. A new declaration can be sent after the decision.',
  'profile.taxRegimeSent': 'The tax regime declaration was sent for review.',
  'profile.taxRegimeDocumentRequired':
    'Attach the document confirming the tax regime (the notice of transition to USN/ESHN or the patent) as a PDF.',
  'profile.taxRegimeUnchanged': 'This tax regime is already stated for the chosen year.',
  'profile.registrationDataPending':
    'The company details entered by hand are being checked by the group’s reviewer. Editing is unavailable until the check ends.',
  'registration.manualSent':
    'Registration completed. The details entered by hand were sent to the group’s reviewer for checking.',
  'registration.inRegister':
    'The state register knows this company: choose it in the search, and its details come from the register.',
};

registerMessages(PROFILE_MESSAGES_RU, PROFILE_MESSAGES_EN);

type ProfileMessages = typeof PROFILE_MESSAGES_RU;
declare module '../../lib/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this section's keys
  interface ServerMessages extends ProfileMessages {}
}
