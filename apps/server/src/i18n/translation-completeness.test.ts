import { existsSync, globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { contractsRoot, scanMessages, serverRoot, sourceFiles } from '../test/source-messages.ts';

/*
 * Every message a shopper or a visitor can be answered has its Hindi, with the same
 * {placeholders}, in the catalogue beside the code that says it; and no catalogue keeps a message
 * the code no longer says. The messages are read from the source itself (test/source-messages.ts),
 * so a new `conflict('…')`, a zod `.min(1, '…')` or a `{ message: '…' }` fails here until it is
 * translated.
 */

/**
 * What only the admin or the machinery reads (the admin area stays English): the mails (another
 * catalogue's work, read by the mail tests), backups, reports, the dashboard, health probes, the
 * bank statement reconciliation, the settings read at start-up and command-line tools.
 */
const notShopperFacing =
  /^apps\/server\/src\/(mail\/|demo\/|backups\/|reports\/|dashboard\/|health\/|config\.ts|payments\/(reconcile\.service|bank-statement|payments\.routes)\.ts|images\/copy-to-bucket-command\.ts)|mail[^/]*\.ts$|review-invitation/;

/**
 * Admin-only messages that carry a value the catalogues cannot hold (a category's name in the
 * answer to its deletion, a delivery rule's prefix): they stay English, as the admin area does.
 */
const adminOnlyBuiltAtRunTime = new Set([
  'deleteCategory',
  'deleteLegalPage',
  'gstinStateMessage',
  'deliverySettingsBodySchema',
  'setDeliveryStatus',
  'recordPayment',
  'refuseRecording',
  'takeStockAgain',
  'moveRequest',
  'resendConfirmation',
]);

const repositoryRoot = path.resolve(serverRoot, '../../..');
const relative = (file: string) => path.relative(repositoryRoot, file);

/** A server file's domain is its folder; the few files at the root belong to http's catalogue. */
const catalogueOf = (domain: string) =>
  domain === 'contracts'
    ? path.join(contractsRoot, 'locales/hi.po')
    : path.join(serverRoot, domain || 'http', 'locales/hi.po');

function readCatalogue(file: string): Map<string, string> {
  if (!existsSync(file)) return new Map();
  const parsed = formatter({ explicitIdAsDefault: true }).parse(readFileSync(file, 'utf8'), {
    locale: 'hi',
    sourceLocale: 'en',
    filename: file,
  }) as Record<string, { translation?: string }>;
  return new Map(Object.entries(parsed).map(([id, entry]) => [id, entry.translation ?? '']));
}

/** The names of a message's placeholders, plural and select arguments included. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      if (typeof token[0] === 'string') names.add(token[0]);
      const branches = token[2];
      if (branches && typeof branches === 'object') Object.values(branches).forEach(visit);
    }
  };
  visit(compileMessage(message));
  return [...names].sort();
}

const files = sourceFiles();
const { messages, problems, literalsByDomain } = scanMessages(files);
const shopperFacing = messages.filter((said) => !notShopperFacing.test(said.at));
const catalogueFiles = [
  ...globSync('**/locales/hi.po', { cwd: serverRoot }).map((file) => path.join(serverRoot, file)),
  ...globSync('**/locales/hi.po', { cwd: contractsRoot }).map((file) =>
    path.join(contractsRoot, file),
  ),
];

describe('the Hindi catalogues', () => {
  it('find the messages in the source (the scan itself works)', () => {
    const texts = new Set(shopperFacing.map((said) => said.message));
    // One of each kind of place a message is said: an error helper, a `new AppError`, a
    // success answer, a detail, a zod check, a template folded from a constant, Fastify's table.
    for (const known of [
      'Order not found.',
      'This Idempotency-Key was already used for a different order request.',
      'Address deleted.',
      'Not a size of this product.',
      'Username must be at least 3 characters.',
      'Password must be at least 8 characters.',
      'The request body is not valid JSON.',
      '{refusal} Please try again in {wait}.',
    ]) {
      expect(texts).toContain(known);
    }
    expect(shopperFacing.length).toBeGreaterThan(250);
  });

  it('have no shopper-facing message built from values at run time', () => {
    const built = problems.filter(
      (problem) =>
        !notShopperFacing.test(problem.at) && !adminOnlyBuiltAtRunTime.has(problem.within),
    );
    expect(
      built.map((problem) => `${problem.at} (${problem.within}): use {placeholders} and values`),
    ).toEqual([]);
  });

  it('keep their admin-only exceptions honest (each still builds a message at run time)', () => {
    const builders = new Set(problems.map((problem) => problem.within));
    expect([...adminOnlyBuiltAtRunTime].filter((name) => !builders.has(name))).toEqual([]);
  });

  it("hold the Hindi of every shopper-facing message, in its own domain's catalogue", () => {
    const catalogues = new Map<string, Map<string, string>>();
    const missing = shopperFacing.filter((said) => {
      const file = catalogueOf(said.domain);
      if (!catalogues.has(file)) catalogues.set(file, readCatalogue(file));
      return !catalogues.get(file)!.get(said.message);
    });
    expect(
      missing.map((said) => `${relative(catalogueOf(said.domain))}: ${said.message} (${said.at})`),
    ).toEqual([]);
  });

  it('give each Hindi the same {placeholders} as its English', () => {
    const differing = catalogueFiles.flatMap((file) =>
      [...readCatalogue(file)]
        .filter(
          ([english, hindi]) =>
            hindi && placeholders(english).join() !== placeholders(hindi).join(),
        )
        .map(([english, hindi]) => `${relative(file)}: ${english} → ${hindi}`),
    );
    expect(differing).toEqual([]);
  });

  /**
   * The page template's own texts (its default title, description and note without JavaScript),
   * which pages/template-language.ts says in Hindi: written in the web app's index.html with
   * %SHOP_NAME% for {shopName} and & as &amp;.
   */
  const pageTemplate = readFileSync(path.join(repositoryRoot, 'apps/web/index.html'), 'utf8');
  const inPageTemplate = (english: string) =>
    pageTemplate.includes(english.replaceAll('&', '&amp;').replaceAll('{shopName}', '%SHOP_NAME%'));

  it('keep no message the code no longer says', () => {
    const stale = catalogueFiles.flatMap((file) => {
      const folder = path.relative(serverRoot, path.dirname(path.dirname(file)));
      const domain = file.startsWith(contractsRoot) ? 'contracts' : folder;
      const said = new Set([
        ...(literalsByDomain.get(domain) ?? []),
        ...(domain === 'http' ? (literalsByDomain.get('') ?? []) : []),
      ]);
      return [...readCatalogue(file).keys()]
        .filter((english) => !said.has(english))
        .filter((english) => !(domain === 'pages' && inPageTemplate(english)))
        .map((english) => `${relative(file)}: ${english}`);
    });
    expect(stale).toEqual([]);
  });
});
