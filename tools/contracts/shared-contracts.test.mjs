import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The answers of the API are typed once, in packages/shared: the server's response schema is tied
 * to the shared type (schemaFor, exact in both directions) and each client reads the same type. This
 * test renames one field of each shared answer, as a changed answer would, and type-checks the
 * server's schema and every client module that reads the field against it: each must fail.
 */

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const at = (file) => path.join(repo, file);

/** The workspaces whose code reads the answers, each checked with its own compiler options. */
const WORKSPACES = ['apps/server', 'apps/web', 'apps/game-client'];

/** One field of a shared answer, and the modules of the server and the clients that read it. */
const CONTRACTS = [
  {
    answer: 'the crash room (POST /provider/games/api/crash/state)',
    file: 'packages/shared/src/crash.ts',
    type: 'CrashState',
    field: 'myBet',
    readers: [
      'apps/server/src/providers/games/inhouse/crash/crash.routes.ts',
      'apps/game-client/src/games/crash/crash-live.ts',
    ],
  },
  {
    answer: 'a crash bet (POST /provider/games/api/crash/bets)',
    file: 'packages/shared/src/crash.ts',
    type: 'CrashBetAnswer',
    field: 'balance',
    readers: [
      'apps/server/src/providers/games/inhouse/crash/crash.routes.ts',
      'apps/game-client/src/games/crash/crash-game.ts',
    ],
  },
  {
    answer: "the seed pair of a game's rounds (POST /provider/games/api/session)",
    file: 'packages/shared/src/game-provider.ts',
    type: 'ProviderSeedState',
    field: 'clientSeed',
    readers: [
      'apps/server/src/providers/games/inhouse/inhouse-game-server.ts',
      'apps/game-client/src/shell/fairness-panel.ts',
    ],
  },
  {
    answer: 'the free spins left (POST /provider/games/api/session and /rounds)',
    file: 'packages/shared/src/game-provider.ts',
    type: 'FreespinsView',
    field: 'left',
    readers: [
      'apps/server/src/providers/games/inhouse/inhouse-game-server.ts',
      'apps/game-client/src/shell/top-bar.ts',
    ],
  },
  {
    answer: 'the player sessions (GET /api/player/sessions)',
    file: 'packages/shared/src/session.ts',
    type: 'SessionView',
    field: 'lastSeenAt',
    readers: [
      'apps/server/src/modules/auth/auth.responses.ts',
      'apps/web/src/features/profile/api/get-sessions.ts',
      'apps/web/src/features/profile/pages/sessions-page.tsx',
    ],
  },
  {
    answer: 'the linked accounts (GET /api/player/social-connections)',
    file: 'packages/shared/src/session.ts',
    type: 'SocialConnectionView',
    field: 'provider',
    readers: [
      'apps/server/src/modules/auth/auth.responses.ts',
      'apps/web/src/features/profile/api/get-social-connections.ts',
    ],
  },
  {
    answer: 'the profile (GET /api/player/profile)',
    file: 'packages/shared/src/player.ts',
    type: 'PlayerProfile',
    field: 'nickname',
    readers: [
      'apps/server/src/http/contract-responses.ts',
      'apps/web/src/features/profile/pages/profile-info-page.tsx',
    ],
  },
  {
    answer: 'a wallet account (GET /api/wallet/accounts)',
    file: 'packages/shared/src/player.ts',
    type: 'WalletAccount',
    field: 'isSelected',
    readers: [
      'apps/server/src/http/contract-responses.ts',
      'apps/web/src/features/wallet-accounts/api/get-accounts.ts',
    ],
  },
  {
    answer: 'the avatars (GET /api/player/avatar/list)',
    file: 'packages/shared/src/player.ts',
    type: 'AvatarView',
    field: 'url',
    readers: [
      'apps/server/src/modules/player/player.responses.ts',
      'apps/web/src/features/profile/modals/avatars-modal.tsx',
    ],
  },
  {
    answer: 'a code sent (POST /api/player/otp/send)',
    file: 'packages/shared/src/player.ts',
    type: 'CodeSent',
    field: 'expiresInSeconds',
    readers: [
      'apps/server/src/modules/player/player.responses.ts',
      'apps/web/src/features/auth/api/send-phone-code.ts',
    ],
  },
  {
    answer: 'the reality check (GET /api/player/reality-check)',
    file: 'packages/shared/src/limits.ts',
    type: 'RealityCheckView',
    field: 'intervalMinutes',
    readers: [
      'apps/server/src/modules/limits/limits.responses.ts',
      'apps/web/src/features/limits/api/reality-check.ts',
      'apps/web/src/features/limits/components/reality-check-reminder.tsx',
    ],
  },
  {
    answer: 'a game launch (POST /api/game/games/{id}/play)',
    file: 'packages/shared/src/game.ts',
    type: 'GameLaunchView',
    field: 'url',
    readers: ['apps/server/src/modules/game/game.responses.ts', 'apps/web/src/features/lobby-games/api/launch-game.ts'],
  },
  {
    answer: "the sportsbook's launch token (POST /api/game/games/sportsbook/play)",
    file: 'packages/shared/src/game.ts',
    type: 'GameLaunchView',
    field: 'token',
    readers: [
      'apps/server/src/modules/game/game.responses.ts',
      'apps/web/src/features/sportsbook/api/start-sportsbook.ts',
    ],
  },
];

/** The contract files' sources with `field` of each `interface type` renamed, as changed answers would have them. */
function withRenamedFields(contracts) {
  const sources = {};
  for (const { file, type, field } of contracts) {
    const source = sources[file] ?? readFileSync(at(file), 'utf8');
    const start = source.indexOf(`export interface ${type} `);
    if (start < 0) throw new Error(`No interface ${type} in ${file}`);
    const end = source.indexOf('\n}', start);
    const body = source.slice(start, end);
    const renamed = body.replace(new RegExp(`(\\n  readonly ${field})(\\??:)`), '$1Renamed$2');
    if (renamed === body) throw new Error(`${type} has no field ${field}`);
    sources[file] = source.slice(0, start) + renamed + source.slice(end);
  }
  return sources;
}

/**
 * The files parsed once for every program: the libraries, the unchanged sources of the shared package and the
 * workspaces. A registry keeps one parse per set of the options that change a parse (the web's jsx, say).
 */
const parsed = ts.createDocumentRegistry();

/** The type errors of each reader, type-checked with its workspace's options and `replacements` (file: text) in place of the files on disk. */
function typeErrors(workspace, readers, replacements) {
  const configPath = at(`${workspace}/tsconfig.json`);
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
  // The whole message: schemaFor's names the fields of the schema and of the view.
  options.noErrorTruncation = true;
  const replaced = new Map(Object.entries(replacements).map(([file, text]) => [at(file), text]));
  const host = ts.createCompilerHost(options);
  host.getSourceFile = (file, languageVersion) => {
    // A renamed contract is this program's own; every other file is the same on disk for all of them.
    const renamed = replaced.get(path.resolve(file));
    if (renamed !== undefined) return ts.createSourceFile(file, renamed, languageVersion);
    const text = ts.sys.readFile(file);
    if (text === undefined) return undefined;
    return parsed.acquireDocument(file, options, ts.ScriptSnapshot.fromString(text), '0', undefined, languageVersion);
  };
  const program = ts.createProgram({ rootNames: readers.map(at), options, host });
  return Object.fromEntries(
    readers.map((reader) => [
      reader,
      program
        .getSemanticDiagnostics(program.getSourceFile(at(reader)))
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
    ]),
  );
}

const workspaceOf = (reader) => WORKSPACES.find((workspace) => reader.startsWith(`${workspace}/`));

/** Type-checking a workspace takes seconds, more on a busy two-core CI machine. */
const TYPE_CHECK_TIMEOUT_MS = 300_000;

describe('the shared answer contracts', () => {
  // `npm run typecheck` checks the readers as they are; here the contracts' fields are renamed (one program per
  // workspace, to keep CI fast), and each reader must fail on its field. A client's error names the field it
  // reads, so the clients are checked with every field renamed at once. schemaFor's error names the view, not
  // the field: the server is checked in rounds, two fields of one type never in the same round, or its schema
  // failing on one field would pass for the other.
  const roundOf = new Map(
    CONTRACTS.map((contract, index) => [
      contract,
      CONTRACTS.slice(0, index).filter((earlier) => earlier.type === contract.type).length,
    ]),
  );
  const checked = new Map();
  /** The type errors of the workspace's readers when `contract`'s field is renamed (with others), checked once. */
  const errorsIn = (workspace, contract) => {
    const round = workspace === 'apps/server' ? roundOf.get(contract) : undefined;
    const key = `${workspace} ${round ?? 'all'}`;
    if (!checked.has(key)) {
      const renamed = CONTRACTS.filter((other) => round === undefined || roundOf.get(other) === round);
      const readers = [...new Set(renamed.flatMap((other) => other.readers))].filter(
        (reader) => workspaceOf(reader) === workspace,
      );
      checked.set(key, typeErrors(workspace, readers, withRenamedFields(renamed)));
    }
    return checked.get(key);
  };

  it.each(CONTRACTS)(
    'a renamed field of $answer fails the server schema and every client that reads it',
    (contract) => {
      expect(contract.readers.filter((reader) => workspaceOf(reader) === 'apps/server')).toHaveLength(1);
      expect(contract.readers.filter((reader) => workspaceOf(reader) !== 'apps/server').length).toBeGreaterThan(0);
      for (const reader of contract.readers) {
        const messages = errorsIn(workspaceOf(reader), contract)[reader];
        // A client names the field it reads; schemaFor names the view its schema no longer matches.
        const named = messages.filter(
          (message) =>
            message.includes(`'${contract.field}'`) ||
            message.includes(`"${contract.field}"`) ||
            message.includes(`${contract.field}Renamed`) ||
            (message.includes('SchemaDiffersFromView<') && new RegExp(`\\b${contract.type}\\b`).test(message)),
        );
        expect(named, `${reader} fails on ${contract.type}.${contract.field}: ${messages.join('\n')}`).not.toEqual([]);
      }
    },
    TYPE_CHECK_TIMEOUT_MS,
  );
});
