import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('leaves zod configured without its eval probe', async () => {
    await import('./zod-jitless.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ n: z.number() }).safeParse({ n: 1 }).success).toBe(true);
  });
});
