import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { serverPaths } from '../paths';
import { keyOfEnglish, localizeEnglish, text, translate } from './server-messages';

describe('server messages', () => {
  it('picks the plural form of the language, and formats the count for it', () => {
    expect(text('ru', 'sms.code', { code: '123456', count: 10 })).toContain('10 минут');
    expect(text('en', 'sms.code', { code: '123456', count: 1 })).toContain('1 minute');
    expect(text('fa', 'sms.code', { code: '123456', count: 10 })).toContain('۱۰');
  });

  it('falls back to English for a locale without the key, and to nothing for a key en lacks', () => {
    expect(translate('de', 'no.such.key')).toBeUndefined();
    expect(text('de', 'no.such.key')).toBe('no.such.key');
    expect(translate('xx-not-a-locale', 'errors.not_found.route_found', { method: 'GET', path: '/x' })).toBe(
      'Route GET /x not found',
    );
  });

  it('reads an English message back to its key and values, and writes it in another language', () => {
    expect(keyOfEnglish('Route GET /api/nothing not found', 'errors.not_found')).toEqual({
      key: 'errors.not_found.route_found',
      params: { method: 'GET', path: '/api/nothing' },
    });
    expect(localizeEnglish('de', 'Route GET /api/nothing not found', ['errors.not_found'])).toContain('/api/nothing');
    expect(localizeEnglish('de', 'A message no catalogue has', ['errors.not_found'])).toBe(
      'A message no catalogue has',
    );
  });

  it('reads a long hostile message in linear time, and leaves one over 2000 characters alone', () => {
    const hostile = `Route ${' not found'.repeat(199)}`;
    expect(keyOfEnglish(hostile, 'errors.not_found')?.key).toBe('errors.not_found.route_found');
    expect(keyOfEnglish(`Route ${'x'.repeat(3000)} not found`, 'errors.not_found')).toBeUndefined();
  });
});

// ---- Every message the code writes has its key ----------------------------------------------

interface WrittenMessage {
  readonly where: string;
  /** The English text with each `${...}` of a template literal replaced by a sample value. */
  readonly english: string;
  readonly prefixes: readonly string[];
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'bench' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** A string literal or template as it reads once filled (`${x}` -> a sample), else undefined. */
function literalText(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `sample${span.literal.text}`).join('');
  return undefined;
}

/** `new AppError(status, 'code', message, { field: [messages] })` everywhere in the server's code. */
function writtenMessages(): WrittenMessage[] {
  const found: WrittenMessage[] = [];
  for (const file of sourceFiles(path.join(serverPaths.packageRoot, 'src'))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      // A responsible-gaming refusal: `new RestrictionError('code', message, ...)`.
      if (ts.isNewExpression(node) && node.expression.getText(source) === 'RestrictionError' && node.arguments) {
        const [codeNode, messageNode] = node.arguments;
        const code = literalText(codeNode);
        const message = literalText(messageNode);
        const where = `${path.relative(serverPaths.packageRoot, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
        if (code !== undefined && message !== undefined)
          found.push({ where, english: message, prefixes: [`errors.${code}`] });
      }
      if (ts.isNewExpression(node) && node.expression.getText(source) === 'AppError' && node.arguments) {
        const [, codeNode, messageNode, fieldsNode] = node.arguments;
        const code = literalText(codeNode);
        const where = `${path.relative(serverPaths.packageRoot, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
        const message = literalText(messageNode);
        if (code !== undefined && message !== undefined)
          found.push({ where, english: message, prefixes: [`errors.${code}`] });
        if (code !== undefined && fieldsNode && ts.isObjectLiteralExpression(fieldsNode)) {
          for (const property of fieldsNode.properties) {
            if (!ts.isPropertyAssignment(property) || !ts.isArrayLiteralExpression(property.initializer)) continue;
            for (const element of property.initializer.elements) {
              const fieldMessage = literalText(element);
              if (fieldMessage !== undefined)
                found.push({ where, english: fieldMessage, prefixes: ['validation', `errors.${code}`] });
            }
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('every error message the server writes', () => {
  const messages = writtenMessages();

  it('is found in the code (the scan itself works)', () => {
    expect(messages.length).toBeGreaterThan(150);
  });

  it('has its text in the message catalogue, so every locale can show it', () => {
    const missing = messages
      .filter((message) => !message.prefixes.some((prefix) => keyOfEnglish(message.english, prefix) !== undefined))
      .map((message) => `${message.where}: ${message.english}`);
    expect(missing).toEqual([]);
  });
});

describe('values read back from an English message', () => {
  it('are written in the language: a limit period by its word, an instant as a local date and time', () => {
    expect(
      localizeEnglish('de', 'You already have a daily limit of this kind: change it instead', ['errors.limit_exists']),
    ).not.toMatch(/daily/);
    const until = localizeEnglish('de', 'This break runs until 2026-12-24T18:30:00.000Z', ['errors.limit_not_ended']);
    expect(until).not.toContain('2026-12-24T');
    expect(until).toContain('24.12.2026');
    expect(until).toContain('18:30');
    const coolingOff = localizeEnglish('de', 'You are taking a break until 2026-12-24T18:30:00.000Z', [
      'errors.cooling_off',
    ]);
    expect(coolingOff).not.toContain('2026-12-24T');
    expect(coolingOff).toContain('24.12.2026');
    // English keeps its words; its instant is written for a person too.
    expect(
      localizeEnglish('en', 'You are taking a break until 2026-12-24T18:30:00.000Z', ['errors.cooling_off']),
    ).toMatch(/^You are taking a break until Dec 24, 2026, 6:30\sPM UTC$/);
    const excluded = localizeEnglish('fr', 'You are self-excluded until 2027-06-01T00:00:00.000Z', [
      'errors.self_excluded',
    ]);
    expect(excluded).not.toMatch(/self-excluded|2027-06-01T/);
    expect(excluded).toContain('2027');
  });
});
