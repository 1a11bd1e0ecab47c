import { createStore } from '../hooks/external-store';

/** An error dialog (01 §8): when, which call, its request id and the text to show. */
export interface ErrorDialog {
  id: number;
  at: Date;
  path: string | null;
  rqUid: string | null;
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

let nextId = 1;
export const errorDialogs = createStore<readonly ErrorDialog[]>([]);
export const noticeDialogs = createStore<readonly NoticeDialog[]>([]);

export function showErrorDialog(dialog: Omit<ErrorDialog, 'id' | 'at'>, at: Date = new Date()): void {
  errorDialogs.set((queue) => [...queue, { ...dialog, id: nextId++, at }]);
}

export function showNotice(dialog: Omit<NoticeDialog, 'id'>): void {
  noticeDialogs.set((queue) => [...queue, { ...dialog, id: nextId++ }]);
}

export const closeErrorDialog = (id: number): void =>
  errorDialogs.set((queue) => queue.filter((d) => d.id !== id));
export const closeNotice = (id: number): void =>
  noticeDialogs.set((queue) => queue.filter((d) => d.id !== id));
