// Old address kept only for knowledge/, which the engine work is moving; drop this file once it
// imports from infra/ (issue 25).
export { recordAdminAction } from '../../infra/admin-audit-repository';
