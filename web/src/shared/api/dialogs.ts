import { createStore } from '../hooks/external-store';

/** An error dialog (01 §8): when, which call, its request id and the text to show. */
export interface ErrorDialog {
  id: number;
  at: Date;
  path: string | null;
  rqUid: string | null;
  /** The contract id of the call: its own failure text is the dialog's title (01 §8). */
  callId?: string;
  /** What was sent (query and body), secrets left out. */
  requestData?: string | null;
  /** A server text, already in the user's language. */
  text?: string;
  /** Or one of the client's own texts (i18n key of the common namespace). */
  textKey?: string;
}

/** A notification modal: server notices (code NOTIFICATION), blocked sections, the technical outage. */
export interface NoticeDialog {
  id: number;
  titleKey: string;
  text?: string;
  textKey?: string;
  rqUid?: string | null;
  files?: readonly string[] | null;
  /** A technical outage cannot be dismissed (01 §2.11). */
  closable: boolean;
}

/**
 * The info modal of 01 §2.11, §8 in its three tones: 'Информация' (or a title of its own),
 * 'Успешно!', and the 'Внимание!' warning of refused files (01 §5.3, 03 §5).
 */
export interface InfoDialog {
  id: number;
  tone: 'info' | 'success' | 'warning';
  /** Info modals only; without one the title is the default 'Доступ запрещён' (01 §8). */
  titleKey?: string;
  /** A server text, already in the user's language. */
  text?: string;
  /** Or an i18n key of the common namespace. */
  textKey?: string;
}

type Message = { text: string } | { textKey: string };

let nextId = 1;
export const errorDialogs = createStore<readonly ErrorDialog[]>([]);
export const noticeDialogs = createStore<readonly NoticeDialog[]>([]);
export const infoDialogs = createStore<readonly InfoDialog[]>([]);

export function showErrorDialog(dialog: Omit<ErrorDialog, 'id' | 'at'>, at: Date = new Date()): void {
  errorDialogs.set((queue) => [...queue, { ...dialog, id: nextId++, at }]);
}

export function showNotice(dialog: Omit<NoticeDialog, 'id'>): void {
  noticeDialogs.set((queue) => [...queue, { ...dialog, id: nextId++ }]);
}

export function showInfo(dialog: Omit<InfoDialog, 'id'>): void {
  infoDialogs.set((queue) => [...queue, { ...dialog, id: nextId++ }]);
}

/** A 'Внимание!' modal: a refused file, a rule the user has to know before going on. */
export const showWarning = (message: Message): void => showInfo({ tone: 'warning', ...message });

export const closeErrorDialog = (id: number): void =>
  errorDialogs.set((queue) => queue.filter((d) => d.id !== id));
export const closeNotice = (id: number): void =>
  noticeDialogs.set((queue) => queue.filter((d) => d.id !== id));
export const closeInfo = (id: number): void => infoDialogs.set((queue) => queue.filter((d) => d.id !== id));
