import { describe, expect, it } from 'vitest';
import { authErrorKey } from './auth-error-key';

const named = (name: string) => Object.assign(new Error('x'), { name });

describe('authErrorKey', () => {
  it('does not tell a wrong password from an unknown user', () => {
    expect(authErrorKey(named('NotAuthorizedException'))).toBe('errors.wrongCredentials');
    expect(authErrorKey(named('UserNotFoundException'))).toBe('errors.wrongCredentials');
  });

  it('reads a password-policy failure at sign-in as a wrong password, elsewhere as a weak one', () => {
    expect(authErrorKey(named('InvalidPasswordException'), 'sign-in')).toBe('errors.wrongCredentials');
    expect(authErrorKey(named('InvalidPasswordException'))).toBe('errors.weakPassword');
  });

  it('says a disabled user’s account is closed (its consent withdrawn)', () => {
    const disabled = Object.assign(new Error('User is disabled.'), { name: 'NotAuthorizedException' });
    expect(authErrorKey(disabled, 'sign-in')).toBe('errors.accountClosed');
  });

  it('falls back to a generic text for anything else', () => {
    expect(authErrorKey(named('SomethingNew'))).toBe('errors.unknown');
    expect(authErrorKey('not an error')).toBe('errors.unknown');
  });
});
