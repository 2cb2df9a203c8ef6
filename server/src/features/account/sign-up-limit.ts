/** Sign-ups per hour: a few per address typed in, more per client address (an office's NAT). */
export const SIGN_UP_LIMIT = { windowSeconds: 60 * 60, perEmail: 3, perAddress: 30 } as const;
