import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  test('defaults: loopback :4000, PGlite in .data, demo data seeded', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      seedDemoData: true,
      logLevel: 'info',
    });
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('.data', 'pglite') });
  });

  test('memory:// selects a throw-away PGlite and postgres:// a PostgreSQL pool', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({
      kind: 'pglite',
      dataDir: null,
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgresql://u@h/db', DATABASE_POOL_MAX: '4' }).database,
    ).toEqual({
      kind: 'postgres',
      url: 'postgresql://u@h/db',
      poolMax: 4,
    });
  });

  test('reads ports and flags as strings from the environment', () => {
    const config = loadConfig({
      SERVER_PORT: '4555',
      SEED_DEMO_DATA: 'false',
      DATA_DIR: '/tmp/sb',
    });
    expect(config.port).toBe(4555);
    expect(config.seedDemoData).toBe(false);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/tmp/sb/pglite' });
  });

  test('lists every invalid value at once', () => {
    expect(() =>
      loadConfig({ SERVER_PORT: '70000', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ SERVER_PORT: '70000', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('SERVER_PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('LOG_LEVEL');
    }
  });
});
