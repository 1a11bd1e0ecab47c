import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { documentCalendar } from '../../functions/domain/documents/calendar-service';
import type { requiredLoaded } from '../../functions/domain/documents/completeness';
import type { supplierReadiness } from '../../functions/domain/prequalification/readiness-service';
import type { profileForm } from '../../functions/domain/profiles/profile-form-service';
import type { openRequest } from '../../functions/domain/communication/open-request';
import type { communicationRepository } from '../../functions/domain/communication/communication-repository';
import type { Tenant } from '../../functions/lib/tenant';
import { signIn } from '../support/api';
import { useEmulatorsInProcess } from './supplier-helpers';

/**
 * The reads a supplier's screens make, on the emulator in this process with every DynamoDB request recorded:
 * each reads what it shows and no more. The document calendar (in every screen's header), the documents'
 * completeness flag (a row of the relationships tables) and the readiness checklist need the supplier's tax
 * regime, not whether its questionnaire may be edited: they do not read its pending change requests. The
 * questionnaire form takes the company's code from the tenant, which the account's copy of its counterparty
 * carries; the readiness checklist its registration date and saved data, a new request its company's name.
 */
const sent: Array<{ command: string; table: string; key: string }> = [];
let tenant: Tenant;
let services: {
  documentCalendar: typeof documentCalendar;
  requiredLoaded: typeof requiredLoaded;
  supplierReadiness: typeof supplierReadiness;
  profileForm: typeof profileForm;
  openRequest: typeof openRequest;
  communication: typeof communicationRepository;
};

const describeInput = (input: Record<string, unknown>): { table: string; key: string } => {
  const values = (input.ExpressionAttributeValues ?? input.Key ?? {}) as Record<string, { S?: string }>;
  return {
    table: String(input.TableName ?? Object.keys((input.RequestItems as object) ?? {}).join(',')),
    key: Object.values(values)
      .map((v) => v.S ?? '')
      .join(' '),
  };
};

beforeAll(async () => {
  useEmulatorsInProcess();
  const token = await signIn('legal@demo.test');
  const { sub } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  const { dynamo } = await import('../../functions/lib/aws');
  dynamo.middlewareStack.add(
    (next, context) => (args) => {
      sent.push({
        command: String(context.commandName),
        ...describeInput(args.input as Record<string, unknown>),
      });
      return next(args);
    },
    { step: 'initialize', name: 'recordRequests' },
  );
  const { resolveTenant } = await import('../../functions/domain/accounts/tenant-resolution');
  tenant = await resolveTenant({ sub, login: 'legal@demo.test', groups: [] });
  services = {
    documentCalendar: (await import('../../functions/domain/documents/calendar-service')).documentCalendar,
    requiredLoaded: (await import('../../functions/domain/documents/completeness')).requiredLoaded,
    supplierReadiness: (await import('../../functions/domain/prequalification/readiness-service'))
      .supplierReadiness,
    profileForm: (await import('../../functions/domain/profiles/profile-form-service')).profileForm,
    openRequest: (await import('../../functions/domain/communication/open-request')).openRequest,
    communication: (await import('../../functions/domain/communication/communication-repository'))
      .communicationRepository,
  };
});

beforeEach(() => {
  sent.length = 0;
});

const reads = (part: string) => sent.filter((r) => r.key.includes(part));
const now = new Date('2026-11-27T09:00:00Z');

describe("a supplier's screens read what they show", () => {
  it('the document calendar reads the profile and the documents, not the pending requests', async () => {
    const calendar = await services.documentCalendar(tenant, now);
    expect(calendar.length).toBeGreaterThan(0);
    expect(sent.map((r) => `${r.command} ${r.table}`).sort()).toEqual([
      'GetItemCommand accounts',
      'QueryCommand documents',
    ]);
    expect(reads('$profile_')).toHaveLength(1);
    expect(reads('$pendingchange_')).toEqual([]);
  });

  it("the documents' completeness flag makes the same two reads", async () => {
    expect(typeof (await services.requiredLoaded(tenant.counterpartyId))).toBe('boolean');
    expect(sent).toHaveLength(2);
    expect(reads('$pendingchange_')).toEqual([]);
  });

  it('the readiness checklist makes six reads, the pending requests once, the counterparty none', async () => {
    const readiness = await services.supplierReadiness(tenant, 'ru', now);
    expect(readiness.items.length).toBeGreaterThan(0);
    expect(reads('$pendingchange_')).toHaveLength(1);
    // Its registration date and saved data come with the tenant (the account's copy).
    expect(reads('$counterparty_')).toEqual([]);
    expect(sent).toHaveLength(6);
  });

  it('the questionnaire form reads no counterparty: its code comes with the tenant', async () => {
    const form = await services.profileForm(tenant, 'ru');
    expect(form.companyCode).toBe(tenant.companyCode);
    expect(reads('$counterparty_')).toEqual([]);
    expect(reads('$profile_')).toHaveLength(1);
  });

  it('a new request (a FAQ question) reads no counterparty: its first message is signed with the tenant’s name', async () => {
    const { requestCode } = await services.openRequest(
      tenant,
      { sub: 'reader', login: 'legal@demo.test', groups: [] },
      {
        category: 'FAQ',
        topic: 'TECH_OTHER',
        theme: '',
        beCode: null,
        routeCode: 'SUPPORT',
        paEmailType: 'LOGIN',
        paEmailAddress: 'legal@demo.test',
        messageText: 'Как сменить пароль?',
        file: null,
      },
      now,
    );
    expect(reads('$counterparty_')).toEqual([]);
    const [first] = await services.communication.listMessages(requestCode);
    expect(first).toMatchObject({ authorName: tenant.companyName, text: 'Как сменить пароль?' });
    expect(tenant.companyName).not.toBe('');
  });
});
