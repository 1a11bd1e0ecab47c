import { Amplify } from 'aws-amplify';
import { hasFederatedSignIn, type RuntimeConfig } from '../config/runtime-config';

/** Points Amplify Auth at the deployment's user pool (or the local emulator through userPoolEndpoint). */
export function configureAuth(config: RuntimeConfig): void {
  const origin = window.location.origin;
  const federated = hasFederatedSignIn(config);
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        ...(federated
          ? {
              loginWith: {
                oauth: {
                  domain: config.oauthDomain ?? '',
                  scopes: ['openid', 'email', 'profile'],
                  redirectSignIn: [`${origin}/auth/sign-in`],
                  redirectSignOut: [`${origin}/`],
                  responseType: 'code' as const,
                },
              },
            }
          : {}),
      },
    },
  });
}
