import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { DiskState } from '@shop/contracts/dashboard';
import { registerErrorHandler } from '../http/error-handler.ts';
import type { DiskSpaceWatch } from './disk-space.ts';
import { refuseWritesWhenDiskFull } from './write-guard.ts';

let state: DiskState = 'ok';
const disk: DiskSpaceWatch = {
  dir: '/srv/shop-data',
  read: () => ({ freeBytes: state === 'full' ? 1024 : 5e9, totalBytes: 1e10, state }),
};

const app = Fastify();
registerErrorHandler(app);
refuseWritesWhenDiskFull(app, disk);
let writes = 0;
app.get('/products', async () => ({ products: [] }));
app.post('/auth/login', { config: { smallWrite: true } }, async () => ({ token: 'signed' }));
app.post('/orders', async () => {
  writes += 1;
  return { ok: true };
});
afterAll(() => app.close());

describe('writes while the disk is full', () => {
  it('lets everything through while there is room, even when it is getting low', async () => {
    for (const now of ['ok', 'low'] as const) {
      state = now;
      expect((await app.inject({ method: 'POST', url: '/orders' })).statusCode).toBe(200);
    }
    expect(writes).toBe(2);
  });

  it('answers a write 503 before it starts, and reads as before', async () => {
    state = 'full';
    const refused = await app.inject({ method: 'POST', url: '/orders' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message:
        'The shop cannot save right now. Please try again in a few minutes; nothing was changed.',
    });
    expect(writes).toBe(2);
    expect((await app.inject({ method: 'GET', url: '/products' })).statusCode).toBe(200);
  });

  it('lets a declared small write through: the owner can still sign in', async () => {
    state = 'full';
    expect((await app.inject({ method: 'POST', url: '/auth/login' })).json()).toEqual({
      token: 'signed',
    });
  });

  it('says it in Hindi to a Hindi reader', async () => {
    state = 'full';
    const refused = await app.inject({
      method: 'POST',
      url: '/orders',
      headers: { 'accept-language': 'hi' },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(
      'दुकान अभी कुछ भी सेव नहीं कर पा रही है। कृपया कुछ मिनट बाद फिर कोशिश करें; कुछ भी बदला नहीं गया है।',
    );
  });
});
