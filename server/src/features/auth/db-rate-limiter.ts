// Old address kept only for chat/ and knowledge/, which the engine work is moving; drop this file
// once they import from infra/ (issue 25).
export { hashKey } from '../../infra/keyed-hash';
export type { RateLimiter } from '../../infra/rate-limit-repository';
