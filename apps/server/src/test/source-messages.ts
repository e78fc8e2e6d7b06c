import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * Reads the server's and the contracts' source for every message a caller can be answered: what
 * the error helpers are given, each `message:` (and the contracts' `error:`) of an object, and the
 * texts of zod's checks. A message built from a value at run time cannot be translated, so it is
 * reported as a problem: it must be a message with {placeholders} and values instead.
 */

export const serverRoot = path.resolve(import.meta.dirname, '..');
export const contractsRoot = path.resolve(
  import.meta.dirname,
  '../../../../packages/contracts/src',
);

/**
 * Where a message is said: a server domain's folder (`orders`) or `contracts`, the file and line,
 * and the function or constant it is written in (`deleteCategory`, `deliverySettingsBodySchema`).
 */
export type SourceMessage = { domain: string; message: string; at: string; within: string };

/** A message the code builds at run time, so no catalogue can hold it. */
export type UntranslatableMessage = { at: string; within: string };

const errorHelpers = new Set([
  'notFound',
  'conflict',
  'badRequest',
  'forbidden',
  'unauthenticated',
  'outOfStock',
  'imageStoreUnavailable',
  'fieldConflict',
]);
const zodChecks = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'email',
  'url',
  'int',
  'positive',
  'nonnegative',
  'gte',
  'lte',
  'gt',
  'lt',
  'multipleOf',
  'nonempty',
]);
const messageProperties = new Set(['message', 'adminMessage', 'error']);

type SourceFile = { file: string; domain: string; source: ts.SourceFile };

function parse(root: string, file: string, domain: string): SourceFile {
  const full = path.join(root, file);
  const text = readFileSync(full, 'utf8');
  return {
    file: full,
    domain,
    source: ts.createSourceFile(full, text, ts.ScriptTarget.Latest, true),
  };
}

/** Every non-test source file of the server and the contracts, with its domain. */
export function sourceFiles(): SourceFile[] {
  const server = globSync('**/*.ts', { cwd: serverRoot })
    .filter((file) => !file.endsWith('.test.ts') && !file.startsWith('test/'))
    .map((file) => parse(serverRoot, file, file.includes('/') ? file.split('/')[0]! : ''));
  const contracts = globSync('*.ts', { cwd: contractsRoot })
    .filter((file) => !file.endsWith('.test.ts'))
    .map((file) => parse(contractsRoot, file, 'contracts'));
  return [...server, ...contracts];
}

/** Constants written as a literal (`RETURN_WINDOW_DAYS = 7`), by name, from every file. */
function literalConstants(files: SourceFile[]): Map<string, string> {
  const constants = new Map<string, string>();
  for (const { source } of files) {
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const value = node.initializer;
        if (ts.isStringLiteralLike(value)) constants.set(node.name.text, value.text);
        if (ts.isNumericLiteral(value)) constants.set(node.name.text, String(Number(value.text)));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return constants;
}

/** Functions by name, from every file, so a message built by a call can be followed. */
function functionBodies(files: SourceFile[]): Map<string, ts.Node> {
  const functions = new Map<string, ts.Node>();
  for (const { source } of files) {
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionDeclaration(node) && node.name && node.body) {
        functions.set(node.name.text, node.body);
      } else if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        ts.isArrowFunction(node.initializer)
      ) {
        functions.set(node.name.text, node.initializer.body);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return functions;
}

/** What a function can return: its arrow body, or each `return` of its own (not nested ones). */
function returnedExpressions(body: ts.Node): ts.Expression[] {
  if (!ts.isBlock(body)) return [body as ts.Expression];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return found;
}

/**
 * The messages of the given files. `literals` is, per domain, every string the code writes (any
 * literal, constants folded in), which tells a catalogue entry some code still says its msgid.
 */
export function scanMessages(files: SourceFile[]): {
  messages: SourceMessage[];
  problems: UntranslatableMessage[];
  literalsByDomain: Map<string, Set<string>>;
} {
  const constants = literalConstants(sourceFiles());
  const functions = functionBodies(sourceFiles());
  const messages: SourceMessage[] = [];
  const problems: UntranslatableMessage[] = [];
  const literalsByDomain = new Map<string, Set<string>>();

  for (const { file, domain, source } of files) {
    const where = (node: ts.Node) =>
      `${path.relative(path.resolve(serverRoot, '../../..'), file)}:${
        source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
      }`;
    /** The outermost named function or constant a node is written in. */
    const within = (node: ts.Node): string => {
      let name = '';
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (
          (ts.isFunctionDeclaration(parent) || ts.isVariableDeclaration(parent)) &&
          parent.name &&
          ts.isIdentifier(parent.name)
        ) {
          name = parent.name.text;
        }
      }
      return name;
    };
    const localConstants = new Map<string, ts.Expression>();
    const collectConstants = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        localConstants.set(node.name.text, node.initializer);
      }
      ts.forEachChild(node, collectConstants);
    };
    collectConstants(source);

    /**
     * The texts of a template whose every value is a literal constant, or a parameter of the
     * schema-making function it is in (`required('Full name', 100)`), once per call of it with
     * literal arguments; undefined when a value is known only at run time.
     */
    const folded = (template: ts.TemplateExpression): string[] | undefined => {
      const maker = enclosingFunction(template);
      const bindings = maker ? callArguments(maker) : [new Map<string, string>()];
      const texts: string[] = [];
      for (const bound of bindings.length > 0 ? bindings : [new Map<string, string>()]) {
        let text = template.head.text;
        for (const span of template.templateSpans) {
          const value = constantValue(span.expression, bound, maker);
          if (value === undefined) return undefined;
          text += value + span.literal.text;
        }
        texts.push(text);
      }
      return texts;
    };
    const constantValue = (
      expression: ts.Expression,
      bound: Map<string, string>,
      maker?: ts.ArrowFunction,
    ): string | undefined => {
      if (ts.isIdentifier(expression)) {
        const name = expression.text;
        if (maker?.parameters.some((parameter) => parameter.name.getText(source) === name)) {
          return bound.get(name);
        }
        // A name declared in this file is a constant only when written as a literal here.
        const local = localConstants.get(name);
        if (local) {
          if (ts.isStringLiteralLike(local)) return local.text;
          return ts.isNumericLiteral(local) ? String(Number(local.text)) : undefined;
        }
        return constants.get(name);
      }
      // `REVIEW_BODY_MAX.toLocaleString('en-IN')`: a constant as India writes it (2,000).
      if (
        ts.isCallExpression(expression) &&
        ts.isPropertyAccessExpression(expression.expression) &&
        expression.expression.name.text === 'toLocaleString' &&
        ts.isIdentifier(expression.expression.expression)
      ) {
        const value = constants.get(expression.expression.expression.text);
        return value === undefined ? undefined : Number(value).toLocaleString('en-IN');
      }
      return undefined;
    };
    /** The arrow function a template is written in, when it is a named constant's. */
    const enclosingFunction = (node: ts.Node): ts.ArrowFunction | undefined => {
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (ts.isArrowFunction(parent) && ts.isVariableDeclaration(parent.parent)) return parent;
        if (ts.isFunctionLike(parent)) return undefined;
      }
      return undefined;
    };
    /** Each call of a schema-making function in this file, its parameters bound to literals. */
    const callArguments = (maker: ts.ArrowFunction): Map<string, string>[] => {
      const name = (maker.parent as ts.VariableDeclaration).name.getText(source);
      const calls: Map<string, string>[] = [];
      const visitCalls = (node: ts.Node): void => {
        if (ts.isCallExpression(node) && node.expression.getText(source) === name) {
          const bound = new Map<string, string>();
          maker.parameters.forEach((parameter, index) => {
            const argument = node.arguments[index];
            const value =
              argument && ts.isStringLiteralLike(argument)
                ? argument.text
                : argument && ts.isNumericLiteral(argument)
                  ? String(Number(argument.text))
                  : argument && constantValue(argument, new Map());
            if (value !== undefined) bound.set(parameter.name.getText(source), value);
          });
          calls.push(bound);
        }
        ts.forEachChild(node, visitCalls);
      };
      visitCalls(source);
      return calls;
    };

    const seen = new Set<ts.Node>();
    const said = (expression: ts.Expression, depth = 0): void => {
      if (depth > 4 || seen.has(expression)) return;
      seen.add(expression);
      if (ts.isStringLiteralLike(expression)) {
        messages.push({
          domain,
          message: expression.text,
          at: where(expression),
          within: within(expression),
        });
      } else if (ts.isTemplateExpression(expression)) {
        const texts = folded(expression);
        if (texts === undefined) {
          problems.push({ at: where(expression), within: within(expression) });
        }
        for (const text of texts ?? []) {
          messages.push({
            domain,
            message: text,
            at: where(expression),
            within: within(expression),
          });
        }
      } else if (ts.isParenthesizedExpression(expression) || ts.isNonNullExpression(expression)) {
        said(expression.expression, depth);
      } else if (ts.isConditionalExpression(expression)) {
        said(expression.whenTrue, depth);
        said(expression.whenFalse, depth);
      } else if (ts.isBinaryExpression(expression)) {
        said(expression.left, depth);
        said(expression.right, depth);
      } else if (ts.isIdentifier(expression)) {
        const initializer = localConstants.get(expression.text);
        if (initializer) said(initializer, depth + 1);
      } else if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression)) {
        const body = functions.get(expression.expression.text);
        if (body) for (const returned of returnedExpressions(body)) said(returned, depth + 1);
      }
      // Anything else (`coupon.message`, a parameter) passes on a message said elsewhere.
    };

    const literals = literalsByDomain.get(domain) ?? new Set<string>();
    literalsByDomain.set(domain, literals);
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteralLike(node)) literals.add(node.text);
      if (ts.isTemplateExpression(node)) {
        for (const text of folded(node) ?? []) literals.add(text);
      }
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        if (ts.isIdentifier(callee) && errorHelpers.has(callee.text) && node.arguments[0]) {
          said(node.arguments[0]);
        }
        // `translate(language, 'Something went wrong…')`: a message said in place.
        if (ts.isIdentifier(callee) && callee.text === 'translate' && node.arguments[1]) {
          said(node.arguments[1]);
        }
        if (domain === 'contracts' && ts.isPropertyAccessExpression(callee)) {
          if (zodChecks.has(callee.name.text)) {
            for (const argument of node.arguments) {
              if (ts.isStringLiteralLike(argument) || ts.isTemplateExpression(argument)) {
                said(argument);
              }
            }
          }
        }
      }
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
        if (node.expression.text === 'AppError' && node.arguments?.[2]) said(node.arguments[2]);
      }
      if (
        ts.isPropertyAssignment(node) &&
        (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
        messageProperties.has(node.name.text)
      ) {
        said(node.initializer);
      }
      if (ts.isShorthandPropertyAssignment(node) && messageProperties.has(node.name.text)) {
        said(node.name);
      }
      // Tables of fixed messages: the error handler's (Fastify's codes, statuses, zod's
      // issues), the coupon rules' (`couponRuleMessages = { … } as const`).
      const table =
        ts.isVariableDeclaration(node) &&
        node.initializer &&
        /message/i.test(node.name.getText(source))
          ? ts.isAsExpression(node.initializer) || ts.isSatisfiesExpression(node.initializer)
            ? node.initializer.expression
            : node.initializer
          : undefined;
      if (table && ts.isObjectLiteralExpression(table)) {
        for (const property of table.properties) {
          if (ts.isPropertyAssignment(property)) said(property.initializer);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { messages, problems, literalsByDomain };
}
