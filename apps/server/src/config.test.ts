import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('rejects a bad PORT naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrowError(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrowError(/PORT: must be a number/);
    expect(() => loadConfig({ PORT: '70000' })).toThrowError(/PORT: must be between 0 and 65535/);
  });

  it('rejects a DATABASE_URL that is not PostgreSQL without echoing its value', () => {
    try {
      loadConfig({ DATABASE_URL: 'mysql://user:secret@host/db' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).toMatch(/DATABASE_URL/);
      expect(String(error)).not.toMatch(/secret/);
    }
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
