import { describe, expect, it } from 'vitest';
import type { DiskSpace } from '@shop/contracts/dashboard';
import { signInAdmin, useTestApp } from '../test/test-app.ts';

let space: DiskSpace = { freeBytes: 40e9, totalBytes: 64e9, state: 'ok' };
const t = await useTestApp({ disk: { dir: '/srv/shop-data', read: () => space } });
const adminToken = await signInAdmin(t);

describe('the disk that holds DATA_DIR', () => {
  it('is healthy while there is room, and the dashboard tells how much', async () => {
    space = { freeBytes: 40e9, totalBytes: 64e9, state: 'ok' };
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', db: 'ok' });
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(dashboard.json().data.disk).toEqual(space);
  });

  it('turns the health check 503, saying what is wrong, when the disk is full', async () => {
    space = { freeBytes: 3 * 1024 * 1024, totalBytes: 400 * 1024 * 1024, state: 'full' };
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message:
        'The disk that holds the shop’s data (/srv/shop-data) is full: 3.0 MB free of 400.0 MB. Orders, photos and backups cannot be saved until room is made.',
    });
    // Readiness stays: reads go on, and the load balancer should keep sending them.
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(dashboard.json().data.disk.state).toBe('full');
  });
});
