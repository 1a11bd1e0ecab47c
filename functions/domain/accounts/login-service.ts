import { conflict, notFound } from '../../lib/errors';
import { isConditionalFailure } from '../../lib/dynamo-entity';
import { accountsRepository } from './accounts-repository';
import { identityProvider } from './identity-provider';

// Apart from accounts-service: only the functions that change logins bundle the identity provider's client.

/** Changes a user's login: in the identity provider first (the user signs in with it), then here. */
export async function changeLogin(sub: string, to: string): Promise<{ before: string }> {
  const account = await accountsRepository.getAccount(sub);
  if (!account) throw notFound();
  const before = account.login;
  if (before === to) return { before };
  await identityProvider.changeSignInEmail(sub, to);
  try {
    await accountsRepository.setLogin(sub, before, to);
  } catch (error) {
    if (isConditionalFailure(error)) throw conflict('error.conflict');
    throw error;
  }
  return { before };
}
