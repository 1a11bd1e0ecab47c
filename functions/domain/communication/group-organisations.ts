import * as z from 'zod/mini';

/*
 * The group's organisations that take suppliers' requests, and the support staff who answer each one's: a
 * setting of the stage (infra/stages/, `communication`), since every group deploying the cabinet has its own.
 * Each deploy loads both (the stage data custom resource, support-staff.ts), the local seed the demo's.
 * Pure: the CDK app checks a stage's setting with these schemas.
 */

/** The code of the cabinet's own support service: a route every stage has, not an organisation to pick. */
export const SUPPORT_ROUTE = 'SUPPORT';

export const organisationSchema = z.object({
  /** The organisation's code in the group (a balance unit, "BE"): what requests are routed by. */
  beCode: z.string().check(
    z.regex(/^[A-Z][A-Z0-9_]{1,15}$/),
    z.refine((code) => code !== SUPPORT_ROUTE, {
      error: `${SUPPORT_ROUTE} is the cabinet's own support service, not an organisation`,
    }),
  ),
  nameRu: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  nameEn: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
export type GroupOrganisation = z.infer<typeof organisationSchema>;

export const staffMemberSchema = z.object({
  /** The support user's sign-in e-mail, lower case. */
  login: z.pipe(
    z.email(),
    z.transform((login) => login.toLowerCase()),
  ),
  /** The name suppliers see on the staff's answers. */
  displayName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  /** The organisations (their beCode) and `SUPPORT` whose requests this user answers. */
  routeCodes: z.array(z.string()).check(z.minLength(1)),
  /** The request categories this user answers; empty: every category. */
  categories: z._default(z.array(z.string()), []),
});
export type SupportStaffMember = z.infer<typeof staffMemberSchema>;

export const DEMO_ORGANISATIONS: readonly GroupOrganisation[] = [
  { beCode: 'NGS', nameRu: 'АО «Нефтегаз Север»', nameEn: 'Neftegaz Sever JSC' },
  { beCode: 'VNPZ', nameRu: 'ООО «Волжский НПЗ»', nameEn: 'Volzhsky Refinery LLC' },
  { beCode: 'TNS', nameRu: 'ООО «Транснефтесервис»', nameEn: 'Transneftservice LLC' },
  { beCode: 'BUR', nameRu: 'ООО «Буровая компания Группы»', nameEn: 'Group Drilling Company LLC' },
];

/** Who answers which organisation's requests (the `support` demo users of infra/local/seed.ts). */
export const DEMO_STAFF: readonly SupportStaffMember[] = [
  {
    login: 'support-north@demo.test',
    displayName: 'Служба поддержки АО «Нефтегаз Север»',
    routeCodes: ['NGS', SUPPORT_ROUTE],
    categories: [],
  },
  {
    login: 'support-volga@demo.test',
    displayName: 'Отдел по работе с поставщиками ООО «Волжский НПЗ»',
    routeCodes: ['VNPZ', 'TNS'],
    categories: [],
  },
];

/** The routes the staff name that are neither an organisation of the setting nor the support service. */
const unknownRoutes = (
  staff: readonly SupportStaffMember[],
  organisations: readonly GroupOrganisation[],
): string[] => {
  const known = new Set([SUPPORT_ROUTE, ...organisations.map((o) => o.beCode)]);
  return [...new Set(staff.flatMap((member) => member.routeCodes.filter((code) => !known.has(code))))];
};

/**
 * A stage's Communications setting: the stage file's `communication` (checked at synth) and the deploy's
 * custom resource property (checked again by the loader). No code twice, no staff routed to nowhere.
 */
export const communicationSettingSchema = z
  .object({
    organisations: z.array(organisationSchema),
    staff: z.array(staffMemberSchema),
  })
  .check(
    z.superRefine((setting, ctx) => {
      const codes = setting.organisations.map((o) => o.beCode);
      const repeated = codes.filter((code, i) => codes.indexOf(code) !== i);
      if (repeated.length > 0)
        ctx.addIssue({
          code: 'custom',
          path: ['organisations'],
          message: `repeated codes ${repeated.join(', ')}`,
        });
      const unknown = unknownRoutes(setting.staff, setting.organisations);
      if (unknown.length > 0)
        ctx.addIssue({
          code: 'custom',
          path: ['staff'],
          message: `routes to no organisation: ${unknown.join(', ')}`,
        });
    }),
  );
