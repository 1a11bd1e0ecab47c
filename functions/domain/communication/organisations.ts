import type { Organisation } from '@shared/api/areas/communication';
import type { Language } from '@shared/constants/spec';
import { keptFor } from '../../lib/kept-for';
import { SUPPORT_SERVICE } from './catalogue';
import { communicationRepository as repo } from './communication-repository';
import type { GroupOrganisation, SupportStaffMember } from './group-organisations';

/**
 * Makes the stage's organisations and support staff the stored ones: every organisation and member written,
 * then the organisations no longer listed and the members of the stage's previous setting it no longer lists
 * removed (a deploy knows both settings). Running it twice changes nothing.
 */
export async function syncCommunicationSetting(
  setting: { organisations: readonly GroupOrganisation[]; staff: readonly SupportStaffMember[] },
  previousStaff: readonly SupportStaffMember[] = [],
): Promise<{ written: number; removed: number }> {
  const { organisations, staff } = setting;
  await Promise.all([
    repo.putOrganisations(organisations),
    ...staff.map((member) => repo.putStaffMember(member)),
  ]);
  const codes = new Set(organisations.map((o) => o.beCode));
  const staleOrganisations = (await repo.listOrganisations()).filter((o) => !codes.has(o.beCode));
  const logins = new Set(staff.map((member) => member.login));
  const goneStaff = previousStaff.filter((member) => !logins.has(member.login));
  await Promise.all([
    repo.deleteOrganisations(staleOrganisations.map((o) => o.beCode)),
    ...goneStaff.map((member) => repo.deleteStaffMember(member.login)),
  ]);
  return {
    written: organisations.length + staff.length,
    removed: staleOrganisations.length + goneStaff.length,
  };
}

/** The stage's organisations, kept for a few minutes per container (they change with a deploy). */
const storedOrganisations = keptFor(5 * 60_000, () => repo.listOrganisations());

/** Whether a request may be routed to this organisation of the stage. */
export const isGroupOrganisation = async (beCode: string): Promise<boolean> =>
  (await storedOrganisations()).some((o) => o.beCode === beCode);

/** The stage's organisations as a screen in `lang` names them, and the routes a request may have. */
export async function organisationsIn(lang: Language) {
  const list = await storedOrganisations();
  const nameOf = (o: GroupOrganisation) => (lang === 'en' ? o.nameEn : o.nameRu);
  return {
    options: (): Organisation[] => list.map((o) => ({ beCode: o.beCode, beName: nameOf(o) })),
    /** The name of an organisation or of the support service a request is routed to. */
    routeName: (routeCode: string): string => {
      if (routeCode === SUPPORT_SERVICE.beCode) return SUPPORT_SERVICE.name[lang];
      const organisation = list.find((o) => o.beCode === routeCode);
      return organisation ? nameOf(organisation) : routeCode;
    },
  };
}
