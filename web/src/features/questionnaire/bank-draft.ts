import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import {
  deleteBankAccount,
  deleteBankAccountDocument,
  resetBankAccountsChapter,
  saveBankAccount,
  sendBankAccountChangeRequest,
  type bankAccountBodySchema,
} from '@shared/api/areas/profiles';
import { apiCall } from '../../shared/api/api-client';
import { useReloadProfileForm } from './profile-form';

export type BankAccountBody = z.input<ReturnType<typeof bankAccountBodySchema>>;

/** POST /api/profiles/saveBankAccount: adds or edits an account of the draft; a duplicate changes nothing. */
export function useSaveBankAccount() {
  const reload = useReloadProfileForm();
  return useMutation({
    mutationFn: (body: BankAccountBody) => apiCall(saveBankAccount, { body }),
    onSuccess: reload,
  });
}

/** POST /api/profiles/deleteBankAccount/{id}. */
export function useDeleteBankAccount() {
  const reload = useReloadProfileForm();
  return useMutation({
    mutationFn: (id: string) => apiCall(deleteBankAccount, { params: { id } }),
    onSuccess: reload,
  });
}

/** POST /api/profiles/deleteBankAccountDocument/{documentId}. */
export function useDeleteBankDocument() {
  const reload = useReloadProfileForm();
  return useMutation({
    mutationFn: (documentId: string) => apiCall(deleteBankAccountDocument, { params: { documentId } }),
    onSuccess: reload,
  });
}

/** POST /api/profiles/resetBankAccountsChapter: the draft is dropped, KSSS's accounts stay. */
export function useResetBankChapter() {
  const reload = useReloadProfileForm();
  return useMutation({ mutationFn: () => apiCall(resetBankAccountsChapter), onSuccess: reload });
}

/** POST /api/profiles/sendProfileBankAccountChangeRequest: the draft goes to KSSS for review. */
export function useSendBankChanges() {
  const reload = useReloadProfileForm();
  return useMutation({ mutationFn: () => apiCall(sendBankAccountChangeRequest), onSuccess: reload });
}
