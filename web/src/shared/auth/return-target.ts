/** Only addresses inside the SPA are followed after sign-in (no open redirect, no loop back to /auth). */
export function safeReturnTarget(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/auth/')
    ? value
    : '/';
}
