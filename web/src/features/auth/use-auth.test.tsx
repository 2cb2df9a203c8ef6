import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearErrorLog, logError } from '@/lib/error-log';
import { resetFakeAuthClient, setFakeSession, TEST_USER } from './testing/fake-auth-client';
import { useAuth } from './use-auth';

vi.mock('@/lib/auth-client', () => import('@/features/auth/testing/fake-auth-client'));

const loggedUserId = () => logError(new Error('test'), { notify: false }).userId;

describe('useAuth', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    clearErrorLog();
  });

  it('is unknown while the session loads, then follows the session', () => {
    setFakeSession('pending');
    const { result } = renderHook(() => useAuth());
    expect(result.current).toEqual({ status: 'unknown' });

    act(() => setFakeSession(TEST_USER));
    expect(result.current).toEqual({ status: 'authenticated', user: TEST_USER });
    expect(loggedUserId()).toBe(TEST_USER.id);

    act(() => setFakeSession('anonymous'));
    expect(result.current).toEqual({ status: 'anonymous' });
    expect(loggedUserId()).toBeNull();
  });

  it('stays anonymous while a signed-out session is re-read', () => {
    setFakeSession('anonymous');
    const { result } = renderHook(() => useAuth());
    act(() => setFakeSession('pending'));
    expect(result.current).toEqual({ status: 'anonymous' });
  });
});
