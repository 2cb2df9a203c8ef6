import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, EXAMPLE_SUPPLIER, loadConfig } from './config';
import { AUTH_SECRET_FILE } from './infra/auth-secret';

const tempDir = () => mkdtempSync(join(tmpdir(), 'config-'));

/** What production needs besides AUTH_SECRET: the supplier named on the site and the receipts. */
const SUPPLIER_ENV = {
  SUPPLIER_NAME: 'Stödbolaget AB',
  SUPPLIER_ORG_NUMBER: '5566778899',
  SUPPLIER_ADDRESS: 'Storgatan 1, 111 22 Stockholm',
  CONTACT_EMAIL: 'Kontakt@Stodbolaget.se',
  SUPPLIER_DATA_LOCATION: 'I Sverige, inom EU/EES',
  SUPPLIER_DPA_URL: 'https://stodbolaget.se/pub',
};
const PRODUCTION = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), ...SUPPLIER_ENV };

describe('loadConfig', () => {
  it('has a working default for every setting', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      productName: 'Handläggarstöd',
      databaseUrl: undefined,
      trustProxy: false,
    });
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(config.webDistDir).toMatch(/web\/dist$/);
    expect(config.dataDir).toMatch(/^\/.*\/\.data$/);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      PRODUCT_NAME: 'Socialstöd',
      DATABASE_URL: 'postgres://app@db.internal:5432/app',
      DATABASE_POOL_SIZE: '20',
      PUBLIC_URL: 'https://stod.example.se/',
      TRUST_PROXY: 'true',
    });
    expect(config.port).toBe(8080);
    expect(config.productName).toBe('Socialstöd');
    expect(config.databaseUrl).toBe('postgres://app@db.internal:5432/app');
    expect(config.databasePoolSize).toBe(20);
    expect(config.publicUrl).toBe('https://stod.example.se');
    expect(config.trustProxy).toBe(true);
  });

  it('trusts the loopback spellings of a loopback site, and nothing but the site elsewhere', () => {
    expect(loadConfig({ AUTH_SECRET: 'x'.repeat(32) }).trustedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://[::1]:5173',
    ]);
    const production = loadConfig({ ...PRODUCTION, PUBLIC_URL: 'https://stod.example.se' });
    expect(production.trustedOrigins).toEqual(['https://stod.example.se']);
  });

  it('resolves a relative DATA_DIR against the directory npm was started in', () => {
    // A temporary directory stands in for /srv/app: without AUTH_SECRET the secret is kept there.
    const cwd = tempDir();
    expect(loadConfig({ DATA_DIR: 'var/data', INIT_CWD: cwd }).dataDir).toBe(`${cwd}/var/data`);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', DATABASE_POOL_SIZE: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      databasePoolSize: 10,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/app'],
    ['DATABASE_POOL_SIZE', '0'],
    ['PUBLIC_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'yes'],
    ['NODE_ENV', 'staging'],
  ])('stops on an invalid %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('requires AUTH_SECRET in production and parses ADMIN_EMAILS', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET: required in production/);
    const config = loadConfig({ ...PRODUCTION, ADMIN_EMAILS: ' A@Kommun.se, b@kommun.se ' });
    expect(config.adminEmails).toEqual(['a@kommun.se', 'b@kommun.se']);
  });

  it('refuses to start in production without the supplier, naming every missing variable', () => {
    const missing = () => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) });
    expect(missing).toThrow(ConfigError);
    for (const name of [
      'SUPPLIER_NAME',
      'SUPPLIER_ORG_NUMBER',
      'SUPPLIER_ADDRESS',
      'CONTACT_EMAIL',
      'SUPPLIER_DATA_LOCATION',
      'SUPPLIER_DPA_URL',
    ]) {
      expect(missing).toThrow(new RegExp(`\\n  ${name}: required in production`));
    }
    const { SUPPLIER_DPA_URL: _, ...allButOne } = PRODUCTION;
    expect(() => loadConfig(allButOne)).toThrow(
      /^Invalid configuration:\n {2}SUPPLIER_DPA_URL: required in production \(the supplier named on the site and receipts\)$/,
    );
  });

  it('reads the supplier in production, with nothing marked as an example', () => {
    expect(loadConfig(PRODUCTION).supplier).toEqual({
      name: 'Stödbolaget AB',
      organisationNumber: '556677-8899',
      postalAddress: 'Storgatan 1, 111 22 Stockholm',
      email: 'kontakt@stodbolaget.se',
      dataLocation: 'I Sverige, inom EU/EES',
      dataProcessingAgreementUrl: 'https://stodbolaget.se/pub',
      exampleFields: [],
    });
  });

  it('uses the marked examples outside production, field by field, and never an @localhost address', () => {
    const defaults = loadConfig({}).supplier;
    expect(defaults).toEqual({
      ...EXAMPLE_SUPPLIER,
      exampleFields: [
        'name',
        'organisationNumber',
        'postalAddress',
        'email',
        'dataLocation',
        'dataProcessingAgreementUrl',
      ],
    });
    expect(defaults.email).not.toMatch(/@localhost$/);
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://127.0.0.1:3100' }).supplier.email).toBe(
      EXAMPLE_SUPPLIER.email,
    );
    const partly = loadConfig({ SUPPLIER_NAME: 'Stödbolaget AB' }).supplier;
    expect(partly.name).toBe('Stödbolaget AB');
    expect(partly.exampleFields).not.toContain('name');
    expect(partly.exampleFields).toContain('organisationNumber');
  });

  it('refuses an organisationsnummer that is not one', () => {
    expect(() => loadConfig({ SUPPLIER_ORG_NUMBER: '556677-8898' })).toThrow(/SUPPLIER_ORG_NUMBER: must be/);
    expect(() => loadConfig({ SUPPLIER_ORG_NUMBER: 'AB 123' })).toThrow(/SUPPLIER_ORG_NUMBER: must be/);
  });

  it('limits sign-ups per client address to 30 an hour unless SIGN_UP_LIMIT_PER_ADDRESS says otherwise', () => {
    expect(loadConfig({}).signUpLimitPerAddress).toBe(30);
    expect(loadConfig({ SIGN_UP_LIMIT_PER_ADDRESS: '500' }).signUpLimitPerAddress).toBe(500);
    expect(() => loadConfig({ SIGN_UP_LIMIT_PER_ADDRESS: '0' })).toThrow(/SIGN_UP_LIMIT_PER_ADDRESS/);
  });

  it('allows an identity provider on this machine outside production only, unless SSO_ALLOW_LOOPBACK_ISSUER says otherwise', () => {
    const secret = { AUTH_SECRET: 'x'.repeat(32), ...SUPPLIER_ENV };
    expect(loadConfig({}).ssoAllowLoopbackIssuer).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...secret }).ssoAllowLoopbackIssuer).toBe(false);
    expect(loadConfig({ SSO_ALLOW_LOOPBACK_ISSUER: 'false' }).ssoAllowLoopbackIssuer).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', SSO_ALLOW_LOOPBACK_ISSUER: 'true', ...secret })
        .ssoAllowLoopbackIssuer,
    ).toBe(true);
    expect(() => loadConfig({ SSO_ALLOW_LOOPBACK_ISSUER: 'ja' })).toThrow(/SSO_ALLOW_LOOPBACK_ISSUER/);
  });

  it('without AUTH_SECRET makes a random secret at first start, keeps it owner-only and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    const path = join(dataDir, AUTH_SECRET_FILE);
    expect(readFileSync(path, 'utf8')).toBe(first);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
    // Another installation gets another secret: no constant shared by every fresh clone.
    expect(loadConfig({ DATA_DIR: tempDir() }).authSecret).not.toBe(first);
  });

  it('uses AUTH_SECRET when set and then writes nothing to DATA_DIR', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 's'.repeat(40) }).authSecret).toBe('s'.repeat(40));
    expect(() => statSync(join(dataDir, AUTH_SECRET_FILE))).toThrow(/ENOENT/);
  });

  it('returns a frozen object', () => {
    expect(Object.isFrozen(loadConfig({}))).toBe(true);
  });
});
