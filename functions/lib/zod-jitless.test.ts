import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { env } from './env';

describe('zod in the functions', () => {
  it('parses without compiling parsers once the environment is read (every function reads it first)', () => {
    expect(env.AWS_REGION).toBeTruthy();
    expect(z.config().jitless).toBe(true);
  });
});
