import { afterEach, beforeEach, type Mock, vi } from 'vitest';

/** A fetch mock that the calling test file installs before each of its tests and removes after. */
export const installFetchMock = (): Mock<typeof fetch> => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return fetchMock;
};

/** The JSON body of a call to the mock, by its index. */
export const sentBody = (fetchMock: Mock<typeof fetch>, call: number) =>
  JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));
