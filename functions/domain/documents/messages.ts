import { registerMessages } from '../../lib/messages';
import type { DocumentErrorCode } from '@shared/constants/documents';
import './access-messages';

/**
 * Server texts of the documents section. The catalogue of 03 §8 gives a meaning for some codes and
 * leaves the others' texts to us; every code has a text that says what to do.
 */
const ERRORS_RU: Record<DocumentErrorCode, string> = {
  NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME: 'Документ не соответствует формату отчётности (схеме ФНС).',
  INVALID_COMPOSITE_DOCUMENT:
    'Ошибка в группе документов: отчёт, квитанция и извещение загружены не на свои места.',
  INVALID_DOCUMENT_TYPE_MIN_COUNT:
    'Документ обязателен: загрузите все требуемые файлы (отчёт и квитанцию о приёме).',
  NO_SUB_DOCUMENTS_MATCH: 'Квитанция не соответствует отчёту: она выдана на другой файл.',
  UNEXPECTED_DOCUMENT_TYPE: 'Такого типа документа нет в вашей спецификации документов.',
  INVALID_DOCUMENT_EXTENSION: 'Файл не соответствует требованиям. Неверный формат.',
  INVALID_DOCUMENT_MAX_SIZE: 'Файл не соответствует требованиям: размер больше {max} КБ.',
  INVALID_DOCUMENT_TYPE_MAX_COUNT: 'Загружено максимальное число файлов этого документа: {max}.',
  INVALID_DOCUMENT_INN:
    'Документ принадлежит другому лицу: ИНН/КПП налогоплательщика в файле не совпадает с вашим.',
  INVALID_DOCUMENT_PERIOD: 'Код отчётного периода в файле не относится к этой форме отчётности.',
  INVALID_DOCUMENT_CONTROL_RATIO: 'Не выполнены контрольные соотношения показателей отчёта: проверьте суммы.',
  INVALID_DOCUMENT_REPORTING_YEAR: 'Отчётный год в файле не совпадает с выбранным.',
  INVALID_DOCUMENT_REPORTING_QUARTER: 'Отчётный период в файле не совпадает с выбранным.',
  INVALID_DOCUMENT_YEAR: 'За выбранный год или период документ сейчас подать нельзя.',
  DOCUMENT_IS_NULL: 'Документ пуст: добавьте хотя бы один файл.',
  FRONTEND_NULL_REPORTING_QUARTER: 'Необходимо выбрать отчётный период.',
  FRONTEND_NULL_REPORTING_YEAR: 'Необходимо выбрать отчётный год.',
  INVALID_DOCUMENT_SIGNATURE: 'Электронная подпись документа не прошла проверку.',
};

const ERRORS_EN: Record<DocumentErrorCode, string> = {
  NO_DOCUMENT_CONTENT_MATCH_THE_SCHEME:
    'The document does not match the reporting format (the tax authority’s schema).',
  INVALID_COMPOSITE_DOCUMENT:
    'Error in the document group: the report, receipt and notice are not in their places.',
  INVALID_DOCUMENT_TYPE_MIN_COUNT:
    'The document is required: upload every file it needs (the report and its receipt).',
  NO_SUB_DOCUMENTS_MATCH: 'The receipt does not match the report: it was issued for another file.',
  UNEXPECTED_DOCUMENT_TYPE: 'This document type is not in your document specification.',
  INVALID_DOCUMENT_EXTENSION: 'The file does not meet the requirements. Wrong format.',
  INVALID_DOCUMENT_MAX_SIZE: 'The file does not meet the requirements: it is larger than {max} KB.',
  INVALID_DOCUMENT_TYPE_MAX_COUNT: 'This document already has the maximum number of files: {max}.',
  INVALID_DOCUMENT_INN:
    'The document belongs to another party: the taxpayer’s INN/KPP in the file is not yours.',
  INVALID_DOCUMENT_PERIOD: 'The period code in the file does not belong to this report form.',
  INVALID_DOCUMENT_CONTROL_RATIO: 'The report’s control ratios do not hold: check the amounts.',
  INVALID_DOCUMENT_REPORTING_YEAR: 'The reporting year in the file is not the one chosen.',
  INVALID_DOCUMENT_REPORTING_QUARTER: 'The reporting period in the file is not the one chosen.',
  INVALID_DOCUMENT_YEAR: 'A document for the chosen year or period cannot be filed now.',
  DOCUMENT_IS_NULL: 'The document is empty: add at least one file.',
  FRONTEND_NULL_REPORTING_QUARTER: 'Choose the reporting period.',
  FRONTEND_NULL_REPORTING_YEAR: 'Choose the reporting year.',
  INVALID_DOCUMENT_SIGNATURE: 'The document’s e-signature did not pass the check.',
};

const prefixed = (texts: Record<DocumentErrorCode, string>) =>
  Object.fromEntries(
    Object.entries(texts).map(([code, text]) => [`documents.error.${code}`, text]),
  ) as Record<`documents.error.${DocumentErrorCode}`, string>;

export const DOCUMENT_MESSAGES_RU = {
  ...prefixed(ERRORS_RU),
  'documents.detail.fileName':
    'Имя файла не соответствует требованиям ФНС: ожидается файл вида {form}_…xml, совпадающий с идентификатором файла внутри.',
  'documents.detail.vatAppendix':
    'Файл {found} — приложение к декларации по НДС (раздел {section}), а не сама декларация. Загрузите основной файл декларации NO_NDS_…xml (КНД 1151001) и квитанцию о его приёме.',
  'documents.detail.encoding':
    'Файл в кодировке «{encoding}» не соответствует формату ФНС: отчёт должен быть в кодировке windows-1251.',
  'documents.detail.utf8':
    'Файл сохранён в кодировке UTF-8, а формат ФНС требует кодировку windows-1251. Загрузите файл, выгруженный из программы отчётности, не пересохраняя его в другой кодировке.',
  'documents.detail.formEdition':
    'Отчёт составлен не по той версии формата ФНС, что установлена для выбранного периода: налоговая база по ставке, действующей в этом периоде, указывается в элементе {expected}, а в файле — {found}.',
  'documents.detail.period':
    'Код отчётного периода {found} в файле не относится к этой форме отчётности: допустимы коды {allowed}.',
  'documents.detail.reorganisationPeriod':
    'Код отчётного периода {found} в файле — период реорганизации (ликвидации) организации. В кабинет загружается отчётность за выбранный период: допустимы коды {allowed}.',
  'documents.detail.reportingYear': 'Отчётный год в файле ({found}) не совпадает с выбранным ({expected}).',
  'documents.detail.reportingQuarter':
    'Отчётный период в файле (код {found}) не совпадает с выбранным (код {expected}).',
  'documents.detail.controlRatio':
    'Не выполнено контрольное соотношение показателей отчёта: {ratio}. Проверьте суммы в отчёте.',
  'documents.detail.notWellFormed':
    'Файл не является корректным XML: вероятно, он обрезан при передаче или изменён вручную. Выгрузите отчёт из программы заново.',
  'documents.detail.missingElement':
    'В файле нет элемента {element}, обязательного по формату ФНС. Выгрузите отчёт из программы отчётности заново.',
  'documents.detail.missingAttribute':
    'У элемента {element} нет атрибута {attribute}, обязательного по формату ФНС. Заполните показатель в программе и выгрузите отчёт заново.',
  'documents.detail.wrongValue':
    'Значение {attribute}="{value}" элемента {element} не соответствует формату ФНС: ожидается значение вида {pattern}.',
  'documents.detail.wrongForm':
    'Файл — отчёт по форме КНД {found}, а здесь ожидается форма КНД {expected}. Загрузите отчёт нужной формы.',
  'documents.detail.taxpayerInn':
    'Отчёт другого налогоплательщика: ИНН в файле {found}, а в вашей анкете {expected}. Загрузите отчёт своей организации.',
  'documents.detail.taxpayerKpp':
    'КПП в файле ({found}) не совпадает с КПП из анкеты ({expected}) и не относится к вашим обособленным подразделениям. Загрузите отчёт, поданный по месту учёта организации.',
  'documents.detail.correctionNumber':
    'Номер корректировки НомКорр="{found}" не соответствует формату ФНС: ожидается число от 0 до 999.',
  'documents.detail.answerForm':
    'На месте квитанции (извещения) загружен документ по форме КНД {found}, а ожидается КНД {expected}: поменяйте файлы местами.',
  'documents.detail.answerFile':
    'Квитанция выдана на другой файл ({found}), а не на этот отчёт ({expected}). Загрузите квитанцию, полученную именно на этот отчёт.',
  'documents.detail.answerReport':
    'Квитанция подтверждает приём другого отчёта (КНД/период/год/корректировка: {found}), а загружен отчёт {expected}. Загрузите квитанцию на этот отчёт.',
  'documents.detail.certificateForm':
    'Загруженный документ — не справка по форме КНД {form}: в его тексте нет кода формы. Загрузите справку об исполнении обязанности по уплате налогов, полученную из налогового органа.',
  'documents.detail.pdfEncrypted': 'PDF защищён паролем или зашифрован: загрузите документ без защиты.',
  'documents.detail.pdfUnreadable':
    'PDF повреждён или не читается: загрузите документ одним читаемым файлом.',
  'documents.detail.certificateAge':
    'Справка устарела: дата, на которую она сформирована, должна быть не старше {days} дней и не позже сегодняшнего дня.',
  'documents.editingLimited':
    'Внимание! Возможность редактирования ограничена: данные учетной записи находятся на проверке.',
  'documents.savedDataRequired':
    'Возможность редактирования ограничена! Документы добавляются после сохранения данных анкеты (контактов).',
  'documents.certificateDateRequired': 'Укажите дату, на которую сформирована справка.',
  'documents.fileAttached': 'Этот файл уже добавлен к документу.',
  'documents.notRejected': 'Повторно отправить можно только отклонённый документ.',
  'documents.alreadyInReview':
    'Этот документ за тот же отчётный период уже на проверке ({publicId}): повторно его можно отправить после решения по нему.',
  'documents.alreadyDecided': 'Решение по этому документу уже принято.',
  'documents.forPeriod': 'за {period}',
  'documents.replacedByCorrection':
    'Заменён уточнённым отчётом {publicId} (номер корректировки {correction}), поданным до решения по этому отчёту.',
  'documents.requestPending':
    'Дополнительные документы по этому документу уже запрошены: дождитесь, пока контрагент их загрузит.',
  'documents.requestUnknownType': 'Такого типа документа нет в справочнике типов документов: {code}.',
  'documents.requested': '{name} ({publicId}): запрошены дополнительные документы. {comment}',
  'documents.requestedTypes': 'Загрузите: {types}.',
  'documents.requestEmailSubject': 'Запрос дополнительных документов по документу № {publicId}',
  'documents.requestEmailBody':
    'По документу «{name}» (№ {publicId}) проверяющий запросил дополнительные документы.\n{comment}\n{types}',
  'documents.financeIndividualsOnly':
    'Финансовые показатели заполняют только индивидуальные предприниматели.',
  'documents.financeYear': 'Год должен быть одним из трёх последних.',
  'documents.financeNumber':
    'Введите неотрицательное число: не более 16 символов и не более 2 знаков после запятой.',
  'documents.status.DVS_IN_PROGRESS': 'На проверке',
  'documents.status.DVS_ACCEPTED': 'Принят',
  'documents.status.DVS_REJECTED': 'Отклонён',
  'documents.reason.UNREADABLE': 'Документ нечитаем',
  'documents.reason.WRONG_DOCUMENT': 'Загружен не тот документ',
  'documents.reason.OUTDATED': 'Документ устарел',
  'documents.reason.INCOMPLETE': 'Документ неполный',
  'documents.reason.NO_SIGNATURE': 'Нет подписи или отметки налогового органа',
  'documents.reason.OTHER': 'Другая причина',
  'documents.reminder.CERTIFICATE_EXPIRES':
    '{name} действительна до {date}: загрузите новую справку до этой даты в разделе «Документы».',
  'documents.reminder.VAT_RETURN':
    '{name} за {period}: срок подачи в налоговый орган — {date}. После подачи загрузите её с квитанцией в разделе «Документы».',
  'documents.reminder.PROFIT_RETURN':
    '{name} за {period}: срок подачи в налоговый орган — {date}. После подачи загрузите её с квитанцией в разделе «Документы».',
  'documents.reminder.year': '{year} год',
  'documents.reminder.emailSubject': 'Календарь документов: срок {date}',
} as const;

export const DOCUMENT_MESSAGES_EN: Record<keyof typeof DOCUMENT_MESSAGES_RU, string> = {
  ...prefixed(ERRORS_EN),
  'documents.detail.fileName':
    'The file name does not follow the tax authority’s convention: a {form}_…xml file whose name equals the file id inside is expected.',
  'documents.detail.vatAppendix':
    'The file {found} is an appendix of the VAT return (section {section}), not the return itself. Upload the main file of the return, NO_NDS_…xml (KND 1151001), and the receipt of its acceptance.',
  'documents.detail.encoding':
    'A file in the “{encoding}” encoding does not follow the tax authority’s format: the report must be in windows-1251.',
  'documents.detail.utf8':
    'The file is saved in UTF-8, but the tax authority’s format requires windows-1251. Upload the file as your reporting software exported it, without re-saving it in another encoding.',
  'documents.detail.formEdition':
    'The report is not in the format version the tax authority prescribes for the chosen period: the tax base at the rate in force then goes in the {expected} element, the file has {found}.',
  'documents.detail.period':
    'The period code {found} in the file does not belong to this report form: the codes allowed are {allowed}.',
  'documents.detail.reorganisationPeriod':
    'The period code {found} in the file is a period of the reorganisation (liquidation) of the company. The cabinet takes the report of the chosen period: the codes allowed are {allowed}.',
  'documents.detail.reportingYear':
    'The reporting year in the file ({found}) is not the one chosen ({expected}).',
  'documents.detail.reportingQuarter':
    'The reporting period in the file (code {found}) is not the one chosen (code {expected}).',
  'documents.detail.controlRatio':
    'A control ratio of the report does not hold: {ratio}. Check the amounts in the report.',
  'documents.detail.notWellFormed':
    'The file is not well-formed XML: it was probably cut off in transfer or edited by hand. Export the report from your program again.',
  'documents.detail.missingElement':
    'The file lacks the element {element}, which the tax authority’s format requires. Export the report from your reporting program again.',
  'documents.detail.missingAttribute':
    'The element {element} lacks the attribute {attribute}, which the tax authority’s format requires. Fill it in your program and export the report again.',
  'documents.detail.wrongValue':
    'The value {attribute}="{value}" of the element {element} does not follow the tax authority’s format: a value like {pattern} is expected.',
  'documents.detail.wrongForm':
    'The file is a report of form KND {found}; form KND {expected} is expected here. Upload the report of the right form.',
  'documents.detail.taxpayerInn':
    'Another taxpayer’s report: the INN in the file is {found}, your questionnaire says {expected}. Upload your own organisation’s report.',
  'documents.detail.taxpayerKpp':
    'The KPP in the file ({found}) is neither the questionnaire’s ({expected}) nor one of your branches’. Upload the report filed where the organisation is registered.',
  'documents.detail.correctionNumber':
    'The correction number НомКорр="{found}" does not follow the tax authority’s format: a number from 0 to 999 is expected.',
  'documents.detail.answerForm':
    'A document of form KND {found} was uploaded in place of the receipt (notice); KND {expected} is expected: swap the files.',
  'documents.detail.answerFile':
    'The receipt was issued for another file ({found}), not for this report ({expected}). Upload the receipt issued for this report.',
  'documents.detail.answerReport':
    'The receipt confirms another report (KND/period/year/correction: {found}), the report uploaded is {expected}. Upload the receipt for this report.',
  'documents.detail.certificateForm':
    'The uploaded document is not a certificate of form KND {form}: its text does not name the form. Upload the certificate of no tax arrears issued by the tax authority.',
  'documents.detail.pdfEncrypted':
    'The PDF is password-protected or encrypted: upload it without protection.',
  'documents.detail.pdfUnreadable':
    'The PDF is damaged or unreadable: upload the document as one readable file.',
  'documents.detail.certificateAge':
    'The certificate is out of date: the date it was issued for must be at most {days} days ago and not in the future.',
  'documents.editingLimited': 'Attention! Editing is limited: the account data is under review.',
  'documents.savedDataRequired':
    'Editing is restricted! Documents can be added once the questionnaire’s data (contacts) is saved.',
  'documents.certificateDateRequired': 'Give the date the certificate was issued for.',
  'documents.fileAttached': 'This file is already attached to the document.',
  'documents.notRejected': 'Only a rejected document can be sent again.',
  'documents.alreadyInReview':
    'This document for the same reporting period is already in review ({publicId}): it can be sent again once it is decided.',
  'documents.alreadyDecided': 'This document has already been decided.',
  'documents.forPeriod': 'for {period}',
  'documents.replacedByCorrection':
    'Replaced by the corrected report {publicId} (correction number {correction}) filed before a decision on this one.',
  'documents.requestPending':
    'Additional documents have already been requested for this document: wait until the counterparty uploads them.',
  'documents.requestUnknownType': 'There is no such type in the document types dictionary: {code}.',
  'documents.requested': '{name} ({publicId}): additional documents are requested. {comment}',
  'documents.requestedTypes': 'Upload: {types}.',
  'documents.requestEmailSubject': 'Additional documents requested for document No. {publicId}',
  'documents.requestEmailBody':
    'The reviewer of the document “{name}” (No. {publicId}) has requested additional documents.\n{comment}\n{types}',
  'documents.financeIndividualsOnly': 'Only individual entrepreneurs fill in finance indicators.',
  'documents.financeYear': 'The year must be one of the last three.',
  'documents.financeNumber':
    'Enter a non-negative number: at most 16 characters and at most 2 decimal places.',
  'documents.status.DVS_IN_PROGRESS': 'In review',
  'documents.status.DVS_ACCEPTED': 'Accepted',
  'documents.status.DVS_REJECTED': 'Rejected',
  'documents.reason.UNREADABLE': 'The document is unreadable',
  'documents.reason.WRONG_DOCUMENT': 'A different document was uploaded',
  'documents.reason.OUTDATED': 'The document is out of date',
  'documents.reason.INCOMPLETE': 'The document is incomplete',
  'documents.reason.NO_SIGNATURE': 'No signature or tax authority mark',
  'documents.reason.OTHER': 'Another reason',
  'documents.reminder.CERTIFICATE_EXPIRES':
    '{name}: valid until {date}. Upload a new certificate by then under Documents.',
  'documents.reminder.VAT_RETURN':
    '{name} for {period}: due at the tax authority by {date}. Once filed, upload it with its receipt under Documents.',
  'documents.reminder.PROFIT_RETURN':
    '{name} for {period}: due at the tax authority by {date}. Once filed, upload it with its receipt under Documents.',
  'documents.reminder.year': 'the year {year}',
  'documents.reminder.emailSubject': 'Document calendar: due {date}',
};

registerMessages(DOCUMENT_MESSAGES_RU, DOCUMENT_MESSAGES_EN);

type DocumentMessages = typeof DOCUMENT_MESSAGES_RU;
declare module '../../lib/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this section's keys
  interface ServerMessages extends DocumentMessages {}
}
