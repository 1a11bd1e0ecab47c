import type { ProfileForm } from '@shared/api/areas/profiles';
import type { Language } from '@shared/constants/spec';
import type { Tenant } from '../../lib/tenant';
import { loadProfile } from './profile-context';
import { buildProfileForm } from './profile-form';

/**
 * GET /profiles/form: the questionnaire as its screen shows it. A module of its own: the form's first
 * call loads none of the change requests' code (the state register, the files, the review's hand-off).
 */
export async function profileForm(tenant: Tenant, lang: Language): Promise<ProfileForm> {
  const { profile, form } = await loadProfile(tenant, lang);
  return buildProfileForm(profile, form);
}
