import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('defaults to port 3000 on the embedded database under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.dataDir).toBe(path.resolve('data'));
    expect(config.environment).toBe('production');
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads PORT, DATABASE_URL and DATA_DIR', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://casino@db:5432/casino',
      DATA_DIR: '/var/lib/casino',
    });
    expect(config.port).toBe(8080);
    expect(config.database.url).toBe('postgresql://casino@db:5432/casino');
    expect(config.database.dataDir).toBe('/var/lib/casino');
  });

  it('caps bonus wagering at 10x for UK players unless BONUS_MAX_WAGER_MULTIPLIER says otherwise', () => {
    expect(loadConfig({}).bonus.wagerMultiplierCaps).toEqual({ GB: 10 });
    expect(loadConfig({ BONUS_MAX_WAGER_MULTIPLIER: 'gb:8, NL:5' }).bonus.wagerMultiplierCaps).toEqual({
      GB: 8,
      NL: 5,
    });
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).database.url).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://root@localhost/casino' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ AUTOLOGIN_TOKEN_TTL_SECONDS: '5' }, 'AUTOLOGIN_TOKEN_TTL_SECONDS'],
    [{ COUNTRY_HEADER: 'bad header' }, 'COUNTRY_HEADER'],
    [{ BONUS_MAX_WAGER_MULTIPLIER: 'GB' }, 'BONUS_MAX_WAGER_MULTIPLIER'],
    [{ BONUS_MAX_WAGER_MULTIPLIER: 'GB:0' }, 'BONUS_MAX_WAGER_MULTIPLIER'],
    [{ BONUS_MAX_WAGER_MULTIPLIER: 'GBR:10' }, 'BONUS_MAX_WAGER_MULTIPLIER'],
    [{ BONUS_MAX_WAGER_MULTIPLIER: 'GB:2.5' }, 'BONUS_MAX_WAGER_MULTIPLIER'],
  ])('refuses %o, naming %s', (environment, variable) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(variable);
  });

  it('lists every variable it reads in .env.example', async () => {
    const fs = await import('node:fs');
    const example = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../.env.example'), 'utf8');
    const source = fs.readFileSync(path.resolve(import.meta.dirname, 'env.ts'), 'utf8');
    const schemaBlock = source.slice(source.indexOf('z.object({'), source.indexOf('});'));
    const variables = [...schemaBlock.matchAll(/^\s{2}([A-Z_]+):/gm)].map((match) => match[1]);
    expect(variables.length).toBeGreaterThan(5);
    for (const variable of variables) expect(example).toMatch(new RegExp(`^#?\\s*${variable}=`, 'm'));
  });
});
