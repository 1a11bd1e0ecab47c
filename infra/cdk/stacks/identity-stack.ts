import { Aws, CfnOutput, Duration, RemovalPolicy, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { USER_POOL } from '@shared/resources';
import { PRE_TOKEN_GENERATION_ENTRY } from '../bundling';
import type { DeployConfig, OidcSettings } from '../config';
import { ApiFunction } from '../constructs/api-function';

export interface IdentityStackProps extends StackProps {
  readonly config: DeployConfig;
}

/**
 * Cognito: who the users are. Sign-in by e-mail, self sign-up confirmed by an e-mailed code,
 * staff groups, the SPA's public client and, when configured, a corporate OIDC provider.
 * Demo users exist only in the local stack, never here.
 */
export class IdentityStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;
  /** The `iss` of the pool's tokens; its JWKS is at `<issuer>/.well-known/jwks.json`. */
  readonly issuer: string;
  /** Host of the hosted UI / OAuth endpoints, e.g. `prefix.auth.eu-central-1.amazoncognito.com`. */
  readonly oauthDomain: string;
  readonly oidcProviderName: string | null;

  constructor(scope: Construct, id: string, props: IdentityStackProps) {
    super(scope, id, props);
    const { config } = props;
    const policy = USER_POOL.passwordPolicy;

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: USER_POOL.name,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      userVerification: { emailStyle: cognito.VerificationEmailStyle.CODE },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: policy.minLength,
        requireLowercase: policy.requireLowercase,
        requireUppercase: policy.requireUppercase,
        requireDigits: policy.requireDigits,
        requireSymbols: policy.requireSymbols,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // USER_POOL.mfa: TOTP for whoever turns it on; the API demands it of staff (the trigger below).
      mfa: cognito.Mfa[USER_POOL.mfa],
      mfaSecondFactor: { otp: true, sms: false },
      deletionProtection: config.retainData,
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    this.addMfaClaimTrigger(config);

    this.issuer = `https://cognito-idp.${this.region}.amazonaws.com/${this.userPool.userPoolId}`;

    USER_POOL.groups.forEach((groupName, precedence) => {
      this.userPool.addGroup(`Group-${groupName}`, { groupName, precedence });
    });

    const provider = config.oidc ? this.addOidcProvider(config.oidc) : undefined;
    this.oidcProviderName = provider?.providerName ?? null;

    const callbackUrl = `${config.siteUrl}/`;
    this.client = this.userPool.addClient('SpaClient', {
      userPoolClientName: USER_POOL.clientName,
      generateSecret: false,
      // SRP for the SPA's own sign-in screens; refresh tokens are always allowed.
      authFlows: { userSrp: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
        callbackUrls: [callbackUrl],
        logoutUrls: [callbackUrl],
      },
      supportedIdentityProviders: [
        cognito.UserPoolClientIdentityProvider.COGNITO,
        ...(provider ? [cognito.UserPoolClientIdentityProvider.custom(provider.providerName)] : []),
      ],
    });
    if (provider) this.client.node.addDependency(provider);

    const domain = this.userPool.addDomain('Domain', {
      // Domain prefixes are unique per region across all accounts: the account id keeps the default free.
      cognitoDomain: { domainPrefix: config.cognitoDomainPrefix ?? `supplier-cabinet-${Aws.ACCOUNT_ID}` },
    });
    this.oauthDomain = `${domain.domainName}.auth.${this.region}.amazoncognito.com`;

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.client.userPoolClientId });
    new CfnOutput(this, 'OAuthDomain', { value: this.oauthDomain });

    NagSuppressions.addResourceSuppressions(this.userPool, [
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is OPTIONAL, not REQUIRED: Cognito cannot require it per group, and suppliers may sign in ' +
          'with a password alone (turning TOTP on is their choice); staff must use TOTP, which the API enforces ' +
          'through the mfa claim of the pre-token-generation trigger.',
      },
      {
        id: 'AwsSolutions-COG3',
        reason:
          'Threat protection needs the Cognito Plus feature plan; left to the operator to enable per account.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus feature plan is a per-account cost decision; Essentials covers the sign-in flows of the specification.',
      },
    ]);
  }

  /**
   * The pre-token-generation trigger (functions/authorizer/pre-token-generation.ts) marks the ID token of a
   * user with TOTP. It reads the user with AdminGetUser; that grant is a policy of its own, so that the
   * function does not depend on the pool that depends on it.
   */
  private addMfaClaimTrigger(config: DeployConfig): void {
    const trigger = new ApiFunction(this, 'PreTokenGeneration', {
      entry: PRE_TOKEN_GENERATION_ENTRY,
      description: 'Adds the mfa claim to the ID token of a user who signs in with TOTP',
      bundle: config.bundle,
      tracing: config.tracing,
      environment: {},
    });
    this.userPool.addTrigger(cognito.UserPoolOperation.PRE_TOKEN_GENERATION, trigger.fn);
    const role = trigger.fn.role;
    if (!role) throw new Error('the trigger function has no role');
    new iam.Policy(this, 'PreTokenGenerationReadsUsers', {
      roles: [role],
      statements: [
        new iam.PolicyStatement({
          actions: ['cognito-idp:AdminGetUser'],
          resources: [this.userPool.userPoolArn],
        }),
      ],
    });
  }

  private addOidcProvider(oidc: OidcSettings): cognito.UserPoolIdentityProviderOidc {
    return new cognito.UserPoolIdentityProviderOidc(this, 'Oidc', {
      userPool: this.userPool,
      name: oidc.name,
      issuerUrl: oidc.issuer,
      clientId: oidc.clientId,
      // A dynamic reference: CloudFormation resolves it at deploy time; the value never enters the template.
      clientSecret: SecretValue.secretsManager(oidc.clientSecretName).unsafeUnwrap(),
      scopes: ['openid', 'email', 'profile'],
      attributeRequestMethod: cognito.OidcAttributeRequestMethod.GET,
      attributeMapping: { email: cognito.ProviderAttribute.other('email') },
    });
  }
}
