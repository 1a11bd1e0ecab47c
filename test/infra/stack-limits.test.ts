import { describe, expect, it } from 'vitest';
import type { Profile } from '../../infra/cdk/config';
import { synthesize, templateOf, withNested } from './support/synthesize';

/**
 * CloudFormation's quotas per template (nested stacks are templates of their own). A stack at the
 * limit fails only at `cdk deploy`, so this fails first, at 80 %: every stack keeps room for another
 * section. The test names carry the counts (`--reporter verbose` lists them).
 */
const LIMITS = { resources: 500, outputs: 200, parameters: 200 } as const;
const HEADROOM = 0.8;

/** `[stack path, resources, outputs, parameters]` of every stack, nested ones included. */
type StackSize = [string, number, number, number];

function sizes(profile: Profile, context: Record<string, string>): StackSize[] {
  return synthesize(profile, context)
    .stacks.flatMap(withNested)
    .map((stack) => {
      const json = templateOf(stack).toJSON() as Record<string, Record<string, unknown> | undefined>;
      const count = (section: string) => Object.keys(json[section] ?? {}).length;
      return [stack.node.path, count('Resources'), count('Outputs'), count('Parameters')];
    });
}

// Every optional part on (the outbox sender, alarms e-mailed): the largest the stacks get.
const PROFILES = {
  aws: sizes('aws', {
    siteUrl: 'https://cabinet.example.org',
    mailFrom: 'noreply@example.org',
    alarmEmail: 'ops@example.org',
  }),
  localstack: sizes('localstack', {}),
};

describe.each(Object.entries(PROFILES))('CloudFormation limits, %s profile', (_, stacks) => {
  it.each(stacks)('%s: %i resources, %i outputs, %i parameters', (stack, resources, outputs, parameters) => {
    const size = { resources, outputs, parameters };
    for (const [key, limit] of Object.entries(LIMITS) as Array<[keyof typeof LIMITS, number]>) {
      expect(size[key], `${stack} ${key}`).toBeLessThanOrEqual(limit * HEADROOM);
    }
  });
});
