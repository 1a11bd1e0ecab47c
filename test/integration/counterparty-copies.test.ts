import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../functions/lib/caller';
import { call } from '../support/api';
import { expectError, me, ok, registeredSupplier, useEmulatorsInProcess } from './supplier-helpers';

/**
 * The hot path reads once: `/account/me` and the tenant of a supplier call read only the account,
 * which carries a copy of its counterparty. These tests count the reads and prove that a change of
 * the counterparty reaches every copy (accountsService.changeCounterparty), as a user would notice it.
 */
let domain: Awaited<ReturnType<typeof loadDomain>>;

async function loadDomain() {
  useEmulatorsInProcess();
  const [accounts, counterparties, tenant, aws] = await Promise.all([
    import('../../functions/domain/accounts/accounts-service'),
    import('../../functions/domain/accounts/counterparties'),
    import('../../functions/domain/accounts/tenant-resolution'),
    import('../../functions/lib/aws'),
    // The directory follows the accounts' changes in every function (functions/http/group-handler.ts).
    import('../../functions/domain/admin/directory-subscription'),
  ]);
  const commands: string[] = [];
  aws.dynamo.middlewareStack.add(
    (next, context) => (args) => {
      commands.push(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name: 'countCommands' },
  );
  /** The DynamoDB commands `run` sent. */
  const counted = async <T>(run: () => Promise<T>) => {
    commands.length = 0;
    const result = await run();
    return { result, commands: [...commands] };
  };
  return { ...accounts, ...counterparties, ...tenant, counted };
}

/** One supplier for the file: the register's free records are shared by the whole suite. */
let supplier: Awaited<ReturnType<typeof registeredSupplier>>;

beforeAll(async () => {
  domain = await loadDomain();
  supplier = await registeredSupplier('Индивидуальный', 'individual');
});

const supplierCaller = (sub: string, login: string): Caller => ({ sub, login, groups: [] });

/** The caller's sub, as the token carries it. */
function subOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    sub: string;
  };
  return payload.sub;
}

describe('the hot path', () => {
  it('answers /account/me and resolves a tenant with one DynamoDB read', async () => {
    const caller = supplierCaller(subOf(supplier.token), supplier.email);

    const me = await domain.counted(() => domain.currentUser(caller));
    expect(me.commands).toEqual(['GetItemCommand']);
    expect(me.result).toMatchObject({ companyCode: supplier.companyCode, accountStatus: 'REGISTERED' });

    const tenant = await domain.counted(() => domain.resolveTenant(caller));
    expect(tenant.commands).toEqual(['GetItemCommand']);
    expect(tenant.result).toEqual({
      counterpartyId: supplier.counterpartyId,
      accountType: 'INDIVIDUAL',
      companyCode: supplier.companyCode,
      companyName: me.result.companyName,
      registrationDate: me.result.registrationDate,
      hasSavedData: me.result.hasSavedData,
    });
  });

  it('shows a changed counterparty everywhere at once: name, code and flags', async () => {
    const oldCode = supplier.companyCode;
    const newCode = `9${oldCode.slice(1)}`;
    const agreement = (code: string) =>
      call('GET', `/api/profile/${code}/user-agreement-status`, { token: supplier.token });
    await ok(agreement(oldCode));

    await domain.changeCounterparty(supplier.counterpartyId, {
      companyName: 'ООО «Новое имя»',
      companyCode: newCode,
      isEditable: false,
    });

    expect(await me(supplier.token)).toMatchObject({
      companyName: 'ООО «Новое имя»',
      companyCode: newCode,
      isEditable: false,
    });
    // The tenant of supplier calls follows too: the old code is no longer the caller's, the new name is its.
    const caller = supplierCaller(subOf(supplier.token), supplier.email);
    expect(await domain.resolveTenant(caller)).toMatchObject({
      companyName: 'ООО «Новое имя»',
      companyCode: newCode,
    });
    expectError(await agreement(oldCode), 404);
    await ok(agreement(newCode));
  });

  it('never lets an older copy overwrite a newer one', async () => {
    const first = await domain.changeCounterparty(supplier.counterpartyId, { companyName: 'Первое' });
    await domain.changeCounterparty(supplier.counterpartyId, { companyName: 'Второе' });
    // A late refresh carrying the first version is refused without harm.
    const { accountsRepository } = await import('../../functions/domain/accounts/accounts-repository');
    await expect(
      accountsRepository.refreshCounterpartyCopy(
        subOf(supplier.token),
        supplier.counterpartyId,
        domain.summaryOf(first),
      ),
    ).rejects.toThrow(/conditional/i);
    expect((await me(supplier.token)).companyName).toBe('Второе');
  });
});
