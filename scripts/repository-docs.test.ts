// The repository explains itself: its Markdown links lead to files it has, and nothing in it
// sends a reader to material outside the repository.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const trackedFiles = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && existsSync(path.join(root, file)));
const textFiles = trackedFiles.filter((file) => /\.(md|ts|tsx|html|css|sh)$/.test(file));
const markdownFiles = trackedFiles.filter((file) => file.endsWith('.md'));

test('no file points outside the repository for its documentation', () => {
  const outside = /\.\.\/shared\b|storefront-spec|api-contract|STYLE\.md/;
  const thisFile = path.relative(root, fileURLToPath(import.meta.url));
  const offenders = textFiles.filter(
    (file) => file !== thisFile && outside.test(readFileSync(path.join(root, file), 'utf8')),
  );
  assert.deepEqual(offenders, []);
});

test('every relative Markdown link leads to a file or folder of the repository', () => {
  const broken: string[] = [];
  for (const file of markdownFiles) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
      if (!target || /^[a-z]+:/i.test(target)) continue;
      if (!existsSync(path.join(root, path.dirname(file), target)))
        broken.push(`${file} -> ${target}`);
    }
  }
  assert.deepEqual(broken, []);
});

test('the README names the product, API and architecture pages', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  for (const page of ['docs/PRODUCT.md', 'docs/API.md', 'docs/ARCHITECTURE.md']) {
    assert.ok(readme.includes(`(${page})`), `README links ${page}`);
  }
});
