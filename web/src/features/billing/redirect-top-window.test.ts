import { describe, expect, it } from 'vitest';
import { redirectTopWindow, toSafeRedirectUrl } from './redirect-top-window';

const fakeWindow = (top: { location: { href: string } } | 'throws') => {
  const current = { location: { href: 'http://localhost/pris' } };
  Object.defineProperty(current, 'top', {
    get: () => {
      if (top === 'throws') {
        throw new DOMException('Blocked a frame with origin', 'SecurityError');
      }
      return top;
    },
  });
  return current as unknown as Pick<Window, 'top' | 'location'>;
};

describe('redirectTopWindow', () => {
  it('sends the top window to the payment page', () => {
    const top = { location: { href: 'http://localhost/' } };
    const current = fakeWindow(top);
    redirectTopWindow('https://checkout.example/c1', current);
    expect(top.location.href).toBe('https://checkout.example/c1');
    expect(current.location.href).toBe('http://localhost/pris');
  });

  it('falls back to the current window when the top window cannot be reached', () => {
    const current = fakeWindow('throws');
    redirectTopWindow('https://checkout.example/c1', current);
    expect(current.location.href).toBe('https://checkout.example/c1');
  });
});

describe('toSafeRedirectUrl', () => {
  it('accepts http(s) and same-origin paths, nothing else', () => {
    expect(toSafeRedirectUrl('https://checkout.stripe.com/c/pay/cs_1')).toBe(
      'https://checkout.stripe.com/c/pay/cs_1',
    );
    expect(toSafeRedirectUrl('/api/billing/demo/portal')).toBe(
      `${window.location.origin}/api/billing/demo/portal`,
    );
    expect(toSafeRedirectUrl('javascript:alert(1)')).toBeNull();
    expect(toSafeRedirectUrl('data:text/html,hej')).toBeNull();
    expect(toSafeRedirectUrl('')).toBeNull();
  });
});
