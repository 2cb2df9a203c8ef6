import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const box = createSecretBox('test-only-secret-0123456789abcdef0123456789');

describe('secret box', () => {
  it('opens what it sealed, and never stores the plain text', () => {
    const sealed = box.seal('klient-hemlighet~123');
    expect(sealed).not.toContain('klient-hemlighet');
    expect(box.open(sealed)).toBe('klient-hemlighet~123');
  });

  it('seals the same secret differently each time', () => {
    expect(box.seal('samma')).not.toBe(box.seal('samma'));
  });

  it('refuses a changed value and another key', () => {
    const sealed = box.seal('hemlig');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => box.open(`v1:${raw.toString('base64')}`)).toThrow();
    expect(() => createSecretBox('another-secret-0123456789abcdef0123456789').open(sealed)).toThrow();
  });
});
