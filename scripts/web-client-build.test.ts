import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, it } from 'node:test';
import { stampWebBuild, webBuildIsCurrent } from './web-client-build.ts';

let root: string;

function write(relative: string, content: string): void {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'web-build-'));
  write('apps/web/src/main.tsx', 'render(<App />);');
  write('apps/web/index.html', '<div id="root"></div>');
  write('packages/contracts/src/catalog.ts', 'export const LIMIT = 24;');
  write('package-lock.json', '{"lockfileVersion": 3}');
  write('apps/web/dist/index.html', '<script src="/assets/main.js"></script>');
  write('apps/web/dist-server/render-page.js', 'export function createPageRenderer() {}');
});

describe('webBuildIsCurrent', () => {
  it('is false for a build without a stamp (made before stamps, or interrupted)', () => {
    assert.equal(webBuildIsCurrent(root), false);
  });

  it('is true once the build is stamped, and false when either build is missing', () => {
    stampWebBuild(root);
    assert.equal(webBuildIsCurrent(root), true);
    rmSync(path.join(root, 'apps/web/dist-server/render-page.js'));
    assert.equal(webBuildIsCurrent(root), false);
    write('apps/web/dist-server/render-page.js', 'export function createPageRenderer() {}');
    assert.equal(webBuildIsCurrent(root), true);
    rmSync(path.join(root, 'apps/web/dist/index.html'));
    assert.equal(webBuildIsCurrent(root), false);
  });

  for (const [source, content] of [
    ['apps/web/src/main.tsx', 'render(<App strict />);'],
    ['apps/web/src/features/cart/cart-page.tsx', 'export function CartPage() {}'],
    ['packages/contracts/src/catalog.ts', 'export const LIMIT = 48;'],
    ['package-lock.json', '{"lockfileVersion": 3, "packages": {}}'],
  ] as const) {
    it(`is false after ${source} changed, true again after the next build`, () => {
      stampWebBuild(root);
      write(source, content);
      assert.equal(webBuildIsCurrent(root), false);
      stampWebBuild(root);
      assert.equal(webBuildIsCurrent(root), true);
    });
  }

  it('ignores the build output and installed packages', () => {
    stampWebBuild(root);
    write('apps/web/dist/assets/main.js', 'console.log(1);');
    write('apps/web/dist-server/assets/shop-page.js', 'export {};');
    write('apps/web/node_modules/.vite/deps/react.js', 'export {};');
    write('packages/contracts/node_modules/zod/index.js', 'export {};');
    assert.equal(webBuildIsCurrent(root), true);
  });
});
