import {
  SSO_MESSAGES,
  type SsoSettings,
  type SsoSettingsInput,
  ssoProviderId,
  ssoRedirectUri,
} from '@app/common';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { SecretBox } from './secret-box';
import {
  administeredOrganisation,
  deleteSso,
  domainsTakenElsewhere,
  findSso,
  findSsoByDomain,
  organisationExists,
  upsertSso,
} from './sso-repository';

export type SsoDeps = { db: Db; box: SecretBox; publicUrl: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const emailDomain = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

const requireOrganisation = async (db: Db, organisationId: string) => {
  if (!UUID.test(organisationId) || !(await organisationExists(db, organisationId))) {
    throw new AppError('not_found', SSO_MESSAGES.organisationMissing);
  }
};

export const getSsoSettings = async (deps: SsoDeps, organisationId: string): Promise<SsoSettings> => {
  await requireOrganisation(deps.db, organisationId);
  const row = await findSso(deps.db, organisationId);
  return {
    configured: Boolean(row),
    issuer: row?.issuer ?? '',
    clientId: row?.clientId ?? '',
    domains: row?.domains ?? [],
    redirectUri: ssoRedirectUri(deps.publicUrl, organisationId),
  };
};

export const saveSsoSettings = async (
  deps: SsoDeps,
  organisationId: string,
  input: SsoSettingsInput,
): Promise<SsoSettings> => {
  await requireOrganisation(deps.db, organisationId);
  if (!input.clientSecret && !(await findSso(deps.db, organisationId))) {
    throw new AppError('validation', SSO_MESSAGES.secretRequired, [
      { path: 'clientSecret', message: SSO_MESSAGES.secretRequired },
    ]);
  }
  const [taken] = await domainsTakenElsewhere(deps.db, organisationId, input.domains);
  if (taken) {
    throw new AppError('validation', SSO_MESSAGES.domainTaken(taken), [
      { path: 'domains', message: SSO_MESSAGES.domainTaken(taken) },
    ]);
  }
  await upsertSso(deps.db, {
    organisationId,
    issuer: input.issuer,
    clientId: input.clientId,
    domains: input.domains,
    clientSecretEncrypted: input.clientSecret ? deps.box.seal(input.clientSecret) : undefined,
  });
  return getSsoSettings(deps, organisationId);
};

export const removeSsoSettings = async (deps: SsoDeps, organisationId: string): Promise<void> => {
  await requireOrganisation(deps.db, organisationId);
  await deleteSso(deps.db, organisationId);
};

/** The organisation an organisation administrator may configure: their own, and only that. */
export const ownOrganisation = async (db: Db, userId: string): Promise<string> => {
  const organisationId = await administeredOrganisation(db, userId);
  if (!organisationId) {
    throw new AppError('forbidden', SSO_MESSAGES.notOrganisationAdmin);
  }
  return organisationId;
};

/** Which identity provider an address signs in at; a domain without one is refused. */
export const ssoProviderFor = async (db: Db, email: string): Promise<string> => {
  const row = await findSsoByDomain(db, emailDomain(email));
  if (!row) {
    throw new AppError('not_found', SSO_MESSAGES.unknownDomain);
  }
  return ssoProviderId(row.organisationId);
};

/** The stored provider behind a better-auth provider id, with its secret opened. */
export const ssoProviderConfig = async (deps: Pick<SsoDeps, 'db' | 'box'>, providerId: string) => {
  const organisationId = providerId.slice(ssoProviderId('').length);
  if (!UUID.test(organisationId)) {
    return undefined;
  }
  const row = await findSso(deps.db, organisationId);
  return row && { ...row, clientSecret: deps.box.open(row.clientSecretEncrypted) };
};
