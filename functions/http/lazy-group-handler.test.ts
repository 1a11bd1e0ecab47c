import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { lazyGroupHandler } from './lazy-group-handler';

const event = {} as APIGatewayProxyEvent;
const context = {} as Context;
const answer = { statusCode: 200, body: '{}' };

describe('lazy group entry', () => {
  it('loads the routes on the first call only, then reuses them', async () => {
    const routes = vi.fn(async () => answer);
    const load = vi.fn(async () => ({ handler: routes }));
    const handler = lazyGroupHandler(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([handler(event, context), handler(event, context)]);
    await handler(event, context);
    expect(load).toHaveBeenCalledTimes(1);
    expect(routes).toHaveBeenCalledTimes(3);
  });

  it('tries the load again on the next call after a failed one', async () => {
    const load = vi
      .fn<() => Promise<{ handler: () => Promise<typeof answer> }>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue({ handler: async () => answer });
    const handler = lazyGroupHandler(load);
    await expect(handler(event, context)).rejects.toThrow('chunk missing');
    await expect(handler(event, context)).resolves.toEqual(answer);
  });
});
