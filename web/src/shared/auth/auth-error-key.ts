/** Cognito failures the user can act on, by the error name Amplify gives them. */
const KNOWN: Record<string, string> = {
  NotAuthorizedException: 'errors.wrongCredentials',
  UserNotFoundException: 'errors.wrongCredentials',
  UsernameExistsException: 'errors.userExists',
  CodeMismatchException: 'errors.wrongCode',
  ExpiredCodeException: 'errors.expiredCode',
  InvalidPasswordException: 'errors.weakPassword',
  InvalidParameterException: 'errors.invalidInput',
  LimitExceededException: 'errors.tooManyAttempts',
  TooManyRequestsException: 'errors.tooManyAttempts',
  TooManyFailedAttemptsException: 'errors.tooManyAttempts',
  NetworkError: 'errors.network',
  UserAlreadyAuthenticatedException: 'errors.alreadySignedIn',
  EmptySignInUsername: 'errors.emailRequired',
  EmptySignInPassword: 'errors.passwordRequired',
};

/**
 * The auth namespace key of a sign-in, sign-up or reset failure. When signing in with a password,
 * a password-policy error can only mean a wrong password (cognito-local answers it that way).
 */
export function authErrorKey(error: unknown, during: 'sign-in' | 'other' = 'other'): string {
  const name = error instanceof Error ? error.name : '';
  if (during === 'sign-in' && name === 'InvalidPasswordException') return 'errors.wrongCredentials';
  // Cognito's answer for a disabled user: the account was closed (consent withdrawn, issue 18).
  if (name === 'NotAuthorizedException' && /disabled/i.test((error as Error).message))
    return 'errors.accountClosed';
  return KNOWN[name] ?? 'errors.unknown';
}
