import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('loadConfig', () => {
  it('runs with no configuration at all: embedded database, port 3000, demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      apiBaseUrl: '/api',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      seedDemo: true,
      dataDir: path.resolve('data'),
    });
  });

  it('reads overrides', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/app',
      SEED_DEMO: 'false',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      API_BASE_URL: 'https://api.example.com/api/',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/app',
      seedDemo: false,
      corsOrigins: ['https://a.example', 'https://b.example'],
      apiBaseUrl: 'https://api.example.com/api',
    });
  });

  it('seeds demo data only where nobody else can reach the server', () => {
    expect(loadConfig({ HOST: '127.0.0.1' })).toMatchObject({ seedDemo: true, reachableByOthers: false });
    expect(loadConfig({ HOST: '0.0.0.0' })).toMatchObject({ seedDemo: false, reachableByOthers: true });
    expect(loadConfig({ PUBLIC_URL: 'https://art.example.kr' })).toMatchObject({
      seedDemo: false,
      reachableByOthers: true,
    });
    expect(loadConfig({ HOST: '0.0.0.0', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ HOST: '::1', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('refuses SEED_DEMO=true where others can reach the server, naming why', () => {
    for (const env of [
      { HOST: '0.0.0.0', SEED_DEMO: 'true' },
      { PUBLIC_URL: 'https://art.example.kr', SEED_DEMO: 'true' },
    ]) {
      expect(() => loadConfig(env)).toThrow(/SEED_DEMO: the demo accounts have a published password/);
    }
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('stops with a message naming every bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/PORT: must be a number/);
      expect(message).toMatch(/DATABASE_URL: must be a postgres/);
      expect(message).toMatch(/SEED_DEMO: must be true or false/);
    }
  });
});
