import { bankSearch, currencySearch, validateIban, validateRuAccountNumber } from '@shared/api/areas/bank';
import type { Language } from '@shared/constants/spec';
import { createGroupHandler } from '../http/group-handler';
import { route } from '../lib/route';
import {
  searchBanks,
  searchCurrencies,
  validateIban as checkIban,
  validateRuAccount,
} from '../domain/banks/bank-service';

/** The calls may name their answer's language (02 §7); otherwise the caller's Accept-Language. */
const languageOf = (requested: string | undefined, fallback: Language): Language =>
  requested ? (requested.toLowerCase() as Language) : fallback;

export const routes = [
  route(bankSearch, (ctx) => searchBanks(ctx.query.search, languageOf(ctx.query.language, ctx.lang))),
  route(currencySearch, (ctx) =>
    searchCurrencies(ctx.query.search, languageOf(ctx.query.nameLanguage, ctx.lang)),
  ),
  route(validateIban, async (ctx) => checkIban(ctx.query.iban, ctx.lang)),
  route(validateRuAccountNumber, (ctx) =>
    validateRuAccount(
      ctx.query.bankBik,
      ctx.query.accountNumber,
      languageOf(ctx.query.resultLanguage, ctx.lang),
    ),
  ),
];

export const handler = createGroupHandler('bank', routes);
