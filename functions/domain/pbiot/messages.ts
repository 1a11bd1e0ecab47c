import { registerMessages } from '../../lib/messages';
/**
 * Server texts of the safety section (03 §2–§5): document and incident names, block reasons, refusals,
 * the questionnaire PDF and the reviewers' notices. Registered with functions/lib/messages.ts; spec wording verbatim.
 */
export const PBIOT_MESSAGES_RU = {
  'pbiot.doc.questionnaire_1': 'Подписанная квалификационная анкета',
  'pbiot.doc.incidents': 'Анкета, сформированная при отправке (Incident.pdf)',
  'pbiot.doc.pbiot_0001': 'Политика в области промышленной безопасности, охраны труда и окружающей среды',
  'pbiot.doc.pbiot_0002': 'Положение о системе управления охраной труда',
  'pbiot.doc.pbiot_0003':
    'Приказ о назначении ответственных за обеспечение промышленной безопасности и охраны труда',
  'pbiot.doc.pbiot_0004':
    'Сведения об аттестации руководителей и специалистов в области промышленной безопасности',
  'pbiot.doc.pbiot_0005': 'Протоколы проверки знаний требований охраны труда',
  'pbiot.doc.pbiot_0006':
    'Приказ о создании службы охраны труда или о введении должности специалиста по охране труда',
  'pbiot.doc.pbiot_0007': 'Отчёт о проведении специальной оценки условий труда',
  'pbiot.doc.pbiot_0008': 'Материалы расследования несчастных случаев на производстве за последние три года',
  'pbiot.doc.pbiot_0009': 'Сертификаты (декларации) соответствия на средства индивидуальной защиты',
  'pbiot.doc.pbiot_0010': 'Программа производственного контроля',
  'pbiot.doc.pbiot_0011': 'Лицензии и разрешения на эксплуатацию опасных производственных объектов',
  'pbiot.doc.pbiot_0012': 'Сертификат соответствия ISO 45001 (при наличии)',
  'pbiot.doc.ep_0001': 'Политика в области охраны окружающей среды',
  'pbiot.doc.ep_0002': 'Приказ о назначении ответственного за обеспечение экологической безопасности',
  'pbiot.doc.ep_0003': 'Сведения о подготовке в области обращения с отходами I–IV классов опасности',
  'pbiot.doc.ep_0004':
    'Лицензия на деятельность по обращению с отходами I–IV классов опасности (при наличии)',
  'pbiot.doc.ep_0005': 'Паспорта отходов I–IV классов опасности',
  'pbiot.doc.ep_0006': 'Декларация о плате за негативное воздействие на окружающую среду',
  'pbiot.doc.ep_0007':
    'Разрешение на выбросы загрязняющих веществ или декларация о воздействии на окружающую среду',
  'pbiot.doc.ep_0008': 'Договоры на передачу отходов специализированным организациям',
  'pbiot.doc.ep_0009': 'Программа производственного экологического контроля',
  'pbiot.doc.ep_0010': 'Отчёт по форме 2-ТП (отходы) за последний год',
  'pbiot.doc.ep_0011': 'Сертификат соответствия ISO 14001 (при наличии)',
  'pbiot.alert.headcount':
    'Документ нельзя снять с отметки: среднесписочная численность работников превышает 50 человек.',
  'pbiot.incident.q1': 'Среднесписочная численность работников',
  'pbiot.incident.q2': 'Количество несчастных случаев со смертельным исходом',
  'pbiot.incident.q3': 'Количество несчастных случаев на производстве',
  'pbiot.incident.q4': 'Коэффициент частоты травматизма за {year} год',
  'pbiot.incident.q5': 'Количество аварий',
  'pbiot.incident.q6': 'Количество инцидентов',
  'pbiot.incident.q7': 'Количество пожаров',
  'pbiot.incident.hint.q1': 'Человек, по данным за последний календарный год',
  'pbiot.incident.hint.q4': 'Число несчастных случаев на 1000 работающих (Кч = Т × 1000 / Р)',
  'pbiot.incident.hint.year': 'По каждому из трёх последних календарных лет',
  'pbiot.incident.placeholder': 'Введите число',
  'pbiot.incident.year': '{year} год',
  'pbiot.warning.FATAL_ABOVE_ACCIDENTS':
    'За {year} год несчастных случаев со смертельным исходом указано больше, чем несчастных случаев всего.',
  'pbiot.warning.RATE_INCONSISTENT':
    'Коэффициент частоты травматизма не согласуется с числом несчастных случаев и численностью работников (по ним получается {expected}).',
  'pbiot.block.package':
    'Пакет документов отправлен на проверку {date}. Редактирование недоступно до её завершения.',
  'pbiot.block.successful':
    'Проверка пройдена: результат действителен до {date}. Редактирование анкеты закрыто.',
  'pbiot.block.off':
    'Доступ к редактированию анкеты закрыт. Для повторного заполнения обратитесь в службу поддержки.',
  'pbiot.block.expired': 'Срок доступа к редактированию анкеты истёк {date}. Обратитесь в службу поддержки.',
  'pbiot.noAccess': 'Возможность редактирования ограничена!',
  'pbiot.sendBlocked': '{reason}',
  'pbiot.incidentsNotComplete': 'Внимание! Не все инциденты заполнены.',
  'pbiot.incidentsInvalid': 'Значение {code} должно быть целым неотрицательным числом.',
  'pbiot.unknownIncident': 'Неизвестный показатель {code}.',
  'pbiot.notReadyToSend': 'Не все отмеченные файлы загружены или не заполнены инциденты.',
  'pbiot.headcountDocRequired': 'При численности работников более 50 человек документ «{name}» обязателен.',
  'pbiot.fileNotFound': 'Файл не найден или не прошел проверку. Загрузите его заново.',
  'pbiot.tooManyFiles': 'Для документа «{name}» загружено максимальное число файлов ({n}).',
  'pbiot.volumeLimit': 'Достигнут лимит объема загруженных файлов ({n} МБ). Удалите ненужные файлы.',
  'pbiot.docExists': 'Документ с таким идентификатором уже загружен.',
  'pbiot.sectionOff': 'Раздел ПБиОТ отключён.',
  'pbiot.alreadyTaken': 'Пакет уже взят на проверку другим сотрудником.',
  'pbiot.notYours': 'Сначала возьмите пакет на проверку.',
  'pbiot.alreadyDecided': 'Проверка пакета уже завершена.',
  'pbiot.notice.approved': 'Результат проверки - одобрено. Действует до {date}. Комментарий: {comment}',
  'pbiot.notice.rejected': 'Результат проверки - не одобрено. Комментарий: {comment}',
  'pbiot.notice.editingOpened': 'Доступ к редактированию анкеты ПБиОТ предоставлен до {date}.',
  'pbiot.pdf.title':
    'Квалификационная анкета Претендента на соответствие требованиям промышленной безопасности, охраны труда и окружающей среды',
  'pbiot.pdf.company': 'Претендент: {name}',
  'pbiot.pdf.codes': 'Код поставщика: {code}; ИНН: {inn}',
  'pbiot.pdf.date': 'Дата формирования: {date}',
  'pbiot.pdf.incidents': '1. Происшествия',
  'pbiot.pdf.documents': '2. Представленные документы',
  'pbiot.pdf.uploaded': 'загружено файлов: {n}',
  'pbiot.pdf.none': 'документы не отмечены',
  'pbiot.pdf.signature': 'Руководитель ______________________ / ______________________ /      М.П.',
} as const;

export type PbiotMessageKey = keyof typeof PBIOT_MESSAGES_RU;

export const PBIOT_MESSAGES_EN: Record<PbiotMessageKey, string> = {
  'pbiot.doc.questionnaire_1': 'Signed qualification questionnaire',
  'pbiot.doc.incidents': 'Questionnaire generated at sending (Incident.pdf)',
  'pbiot.doc.pbiot_0001': 'Industrial safety, occupational health and environment policy',
  'pbiot.doc.pbiot_0002': 'Occupational safety management system regulation',
  'pbiot.doc.pbiot_0003': 'Order appointing those responsible for industrial and occupational safety',
  'pbiot.doc.pbiot_0004': 'Industrial safety certification of managers and specialists',
  'pbiot.doc.pbiot_0005': 'Records of occupational safety knowledge tests',
  'pbiot.doc.pbiot_0006': 'Order establishing an occupational safety service or a safety specialist post',
  'pbiot.doc.pbiot_0007': 'Special assessment of working conditions report',
  'pbiot.doc.pbiot_0008': 'Workplace accident investigation files for the last three years',
  'pbiot.doc.pbiot_0009': 'Certificates (declarations) of conformity of personal protective equipment',
  'pbiot.doc.pbiot_0010': 'Production control programme',
  'pbiot.doc.pbiot_0011': 'Licences and permits for hazardous production facilities',
  'pbiot.doc.pbiot_0012': 'ISO 45001 certificate (if any)',
  'pbiot.doc.ep_0001': 'Environmental policy',
  'pbiot.doc.ep_0002': 'Order appointing the person responsible for environmental safety',
  'pbiot.doc.ep_0003': 'Training in handling hazard class I–IV waste',
  'pbiot.doc.ep_0004': 'Licence for handling hazard class I–IV waste (if any)',
  'pbiot.doc.ep_0005': 'Passports of hazard class I–IV waste',
  'pbiot.doc.ep_0006': 'Declaration of the fee for negative environmental impact',
  'pbiot.doc.ep_0007': 'Emissions permit or environmental impact declaration',
  'pbiot.doc.ep_0008': 'Contracts for handing waste over to specialised companies',
  'pbiot.doc.ep_0009': 'Industrial environmental control programme',
  'pbiot.doc.ep_0010': 'Form 2-TP (waste) report for the last year',
  'pbiot.doc.ep_0011': 'ISO 14001 certificate (if any)',
  'pbiot.alert.headcount': 'This document cannot be unmarked: the average headcount is above 50.',
  'pbiot.incident.q1': 'Average headcount',
  'pbiot.incident.q2': 'Fatal accidents',
  'pbiot.incident.q3': 'Workplace accidents',
  'pbiot.incident.q4': 'Accident frequency rate for {year}',
  'pbiot.incident.q5': 'Breakdowns',
  'pbiot.incident.q6': 'Incidents',
  'pbiot.incident.q7': 'Fires',
  'pbiot.incident.hint.q1': 'People, for the last calendar year',
  'pbiot.incident.hint.q4': 'Accidents per 1000 workers (rate = accidents × 1000 / headcount)',
  'pbiot.incident.hint.year': 'For each of the last three calendar years',
  'pbiot.incident.placeholder': 'Enter a number',
  'pbiot.incident.year': '{year}',
  'pbiot.warning.FATAL_ABOVE_ACCIDENTS':
    'For {year}, more fatal accidents are given than accidents in total.',
  'pbiot.warning.RATE_INCONSISTENT':
    'The accident frequency rate does not agree with the accidents and the headcount (they give {expected}).',
  'pbiot.block.package':
    'The package was sent for checking on {date}. Editing is closed until the check ends.',
  'pbiot.block.successful': 'The check was passed: the result is valid until {date}. Editing is closed.',
  'pbiot.block.off': 'Editing of the questionnaire is closed. Contact support to fill it in again.',
  'pbiot.block.expired': 'Editing access to the questionnaire expired on {date}. Contact support.',
  'pbiot.noAccess': 'Editing is restricted!',
  'pbiot.sendBlocked': '{reason}',
  'pbiot.incidentsNotComplete': 'Attention! Not all incidents are filled in.',
  'pbiot.incidentsInvalid': 'The value of {code} must be a whole non-negative number.',
  'pbiot.unknownIncident': 'Unknown figure {code}.',
  'pbiot.notReadyToSend': 'Not all marked files are uploaded or the incidents are not filled in.',
  'pbiot.headcountDocRequired': 'With a headcount above 50 the document "{name}" is required.',
  'pbiot.fileNotFound': 'The file was not found or failed the check. Upload it again.',
  'pbiot.tooManyFiles': 'The document "{name}" already has the maximum number of files ({n}).',
  'pbiot.volumeLimit': 'The limit of uploaded files ({n} MB) is reached. Delete files you do not need.',
  'pbiot.docExists': 'A document with this id is uploaded already.',
  'pbiot.sectionOff': 'The PBIOT section is switched off.',
  'pbiot.alreadyTaken': 'Another reviewer has taken this package.',
  'pbiot.notYours': 'Take the package for checking first.',
  'pbiot.alreadyDecided': 'The check of this package is completed already.',
  'pbiot.notice.approved': 'Check result: approved. Valid until {date}. Comment: {comment}',
  'pbiot.notice.rejected': 'Check result: not approved. Comment: {comment}',
  'pbiot.notice.editingOpened': 'Editing of the safety questionnaire is open until {date}.',
  'pbiot.pdf.title':
    'Qualification questionnaire of the applicant on industrial safety, occupational health and environment',
  'pbiot.pdf.company': 'Applicant: {name}',
  'pbiot.pdf.codes': 'Supplier code: {code}; INN: {inn}',
  'pbiot.pdf.date': 'Generated on: {date}',
  'pbiot.pdf.incidents': '1. Incidents',
  'pbiot.pdf.documents': '2. Documents provided',
  'pbiot.pdf.uploaded': 'files uploaded: {n}',
  'pbiot.pdf.none': 'no documents marked',
  'pbiot.pdf.signature': 'Director ______________________ / ______________________ /      Seal',
};

registerMessages(PBIOT_MESSAGES_RU, PBIOT_MESSAGES_EN);

type PbiotMessages = typeof PBIOT_MESSAGES_RU;
declare module '../../lib/messages' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this section's keys
  interface ServerMessages extends PbiotMessages {}
}
