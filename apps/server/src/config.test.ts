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

  it('takes http(s) social links and refuses anything else, naming the variable', () => {
    expect(loadConfig({ SOCIAL_X_URL: 'https://x.com/uncle' }).social).toEqual({
      github: undefined,
      x: 'https://x.com/uncle',
      instagram: undefined,
    });
    expect(() => loadConfig({ SOCIAL_GITHUB_URL: 'javascript:alert(1)' })).toThrowError(
      /SOCIAL_GITHUB_URL: must start with http:\/\/ or https:\/\//,
    );
    expect(() => loadConfig({ SOCIAL_INSTAGRAM_URL: 'instagram' })).toThrowError(
      /SOCIAL_INSTAGRAM_URL: must be a URL/,
    );
  });
});
