import { emailDomain, isPublicMailDomain, ORGANISATION_MESSAGES } from '@app/common';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { adminAccountDomains, domainsOfOtherOrganisations } from './organisation-repository';

/**
 * The operator's own domains: those of the configured operator addresses (ADMIN_EMAILS and
 * CONTACT_EMAIL) and of every admin account. No organisation may hold them, or its members could
 * be joined, and its sign-in would be asked, for the operator's own accounts.
 */
export const operatorDomains = async (db: Db, operatorEmails: string[]): Promise<Set<string>> =>
  new Set([...operatorEmails.map(emailDomain), ...(await adminAccountDomains(db))]);

/**
 * Refuses, in Swedish and naming the field, a domain an organisation may not hold: a public mail
 * service, the operator's own, or one another organisation already holds.
 */
export const assertDomainsClaimable = async (
  db: Db,
  claim: { organisationId: string | null; domains: string[]; operatorEmails: string[]; field: string },
): Promise<void> => {
  const refuse = (message: string): never => {
    throw new AppError('validation', message, [{ path: claim.field, message }]);
  };
  const publicDomain = claim.domains.find(isPublicMailDomain);
  if (publicDomain) {
    refuse(ORGANISATION_MESSAGES.publicMailDomain(publicDomain));
  }
  const operators = await operatorDomains(db, claim.operatorEmails);
  const operatorDomain = claim.domains.find((domain) => operators.has(domain));
  if (operatorDomain) {
    refuse(ORGANISATION_MESSAGES.operatorDomain(operatorDomain));
  }
  const [held] = await domainsOfOtherOrganisations(db, claim.organisationId, claim.domains);
  if (held) {
    refuse(ORGANISATION_MESSAGES.domainOfAnotherOrganisation(held));
  }
};
