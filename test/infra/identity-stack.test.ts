import { beforeAll, describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { USER_POOL } from '@shared/resources';
import { ofType, synthesize, templateOf } from './support/synthesize';

const SITE = 'https://cabinet.example.org';
const OIDC = {
  oidcIssuer: 'https://idp.example.org/realms/staff',
  oidcClientId: 'supplier-cabinet',
  oidcClientSecretName: 'supplier-cabinet/oidc-client-secret',
  oidcProviderName: 'Staff',
};

let identity: Template;

beforeAll(() => {
  const cabinet = synthesize('aws', { siteUrl: SITE, cognitoDomainPrefix: 'supplier-cabinet-test' });
  identity = templateOf(cabinet.identity!);
});

describe('identity stack (aws profile)', () => {
  it('lets people sign up and in by e-mail, verified by code, with the password policy', () => {
    const policy = USER_POOL.passwordPolicy;
    identity.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolName: USER_POOL.name,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: {
        PasswordPolicy: {
          MinimumLength: policy.minLength,
          RequireLowercase: policy.requireLowercase,
          RequireUppercase: policy.requireUppercase,
          RequireNumbers: policy.requireDigits,
          RequireSymbols: policy.requireSymbols,
        },
      },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  it('offers TOTP as the second factor (optional: the API demands it of staff) and marks such sign-ins in the token', () => {
    identity.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      LambdaConfig: { PreTokenGeneration: Match.anyValue() },
    });
    const triggers = ofType(identity, 'AWS::Lambda::Function').filter(([, props]) =>
      String(props.Description).includes('mfa claim'),
    );
    expect(triggers).toHaveLength(1);
    const triggerId = triggers[0]![0];
    const pool = ofType(identity, 'AWS::Cognito::UserPool')[0]![1] as {
      LambdaConfig: { PreTokenGeneration: unknown };
    };
    expect(pool.LambdaConfig.PreTokenGeneration).toEqual({ 'Fn::GetAtt': [triggerId, 'Arn'] });
    // The trigger reads the user's MFA settings, and nothing else.
    identity.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: [
          Match.objectLike({
            Action: 'cognito-idp:AdminGetUser',
            Effect: 'Allow',
            Resource: { 'Fn::GetAtt': [Match.stringLikeRegexp('^UserPool'), 'Arn'] },
          }),
        ],
      },
    });
  });

  it('has the staff groups and no users: demo accounts exist only locally', () => {
    const groups = ofType(identity, 'AWS::Cognito::UserPoolGroup').map(([, props]) => props.GroupName);
    expect(groups.sort()).toEqual([...USER_POOL.groups].sort());
    expect(ofType(identity, 'AWS::Cognito::UserPoolUser')).toEqual([]);
  });

  it('gives the SPA a public client with SRP, refresh and the code flow back to the site', () => {
    identity.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ClientName: USER_POOL.clientName,
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayEquals(['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      AllowedOAuthFlows: ['code'],
      CallbackURLs: [`${SITE}/`],
      LogoutURLs: [`${SITE}/`],
      SupportedIdentityProviders: ['COGNITO'],
    });
    identity.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'supplier-cabinet-test' });
    expect(ofType(identity, 'AWS::Cognito::UserPoolIdentityProvider')).toEqual([]);
  });

  it('adds the corporate OIDC provider when configured, its secret only referenced', () => {
    const withOidc = templateOf(synthesize('aws', { siteUrl: SITE, ...OIDC }).identity!);
    withOidc.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Staff',
      ProviderType: 'OIDC',
      ProviderDetails: Match.objectLike({
        client_id: OIDC.oidcClientId,
        oidc_issuer: OIDC.oidcIssuer,
        client_secret: `{{resolve:secretsmanager:${OIDC.oidcClientSecretName}:SecretString:::}}`,
      }),
    });
    const providerId = ofType(withOidc, 'AWS::Cognito::UserPoolIdentityProvider')[0]?.[0];
    withOidc.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: ['COGNITO', { Ref: providerId }],
    });
  });

  it('refuses a half-configured OIDC provider', () => {
    expect(() => synthesize('aws', { oidcIssuer: OIDC.oidcIssuer })).toThrow(/oidcClientId/);
  });
});
