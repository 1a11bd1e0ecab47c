import type { Task } from './documents-repository';
import { byCodeUnits } from '../../lib/order';

/**
 * A reviewer's request for additional documents on a task in review (03 §6). The task stays in review;
 * it waits for the supplier until a document that answers the request is uploaded.
 */
export interface AdditionalRequest {
  requestedBy: string;
  requestedAt: string;
  comment: string;
  /** Codes of the specification's types asked for; empty when the comment alone says what is missing. */
  documentTypes: string[];
}

/**
 * The documents uploaded in answer: the owner's tasks sent after the request, of a requested type (of
 * any type when none was named). Derived rather than stored, so uploading needs no extra write.
 */
export function answersOf(task: Task, siblings: readonly Task[]): Task[] {
  const request = task.additionalRequest;
  if (!request) return [];
  const wanted = new Set(request.documentTypes);
  return siblings
    .filter(
      (t) =>
        t.taskId !== task.taskId &&
        t.counterpartyId === task.counterpartyId &&
        t.createdAt >= request.requestedAt &&
        (wanted.size === 0 || wanted.has(t.documentType)),
    )
    .sort((a, b) => byCodeUnits(a.createdAt, b.createdAt));
}

export type RequestState = 'NONE' | 'WAITING' | 'ANSWERED';

/** Where a task stands with its request: still waiting for the supplier, or answered. */
export function requestState(task: Task, siblings: readonly Task[]): RequestState {
  if (!task.additionalRequest) return 'NONE';
  return answersOf(task, siblings).length > 0 ? 'ANSWERED' : 'WAITING';
}

/**
 * Why a new request cannot be made, or null when it can: only a task in review, and not while the
 * previous request is still unanswered (the supplier would not know which one to follow).
 */
export function requestRefusal(
  task: Task,
  siblings: readonly Task[],
): 'documents.alreadyDecided' | 'documents.requestPending' | null {
  if (task.status !== 'DVS_IN_PROGRESS') return 'documents.alreadyDecided';
  if (requestState(task, siblings) === 'WAITING') return 'documents.requestPending';
  return null;
}
