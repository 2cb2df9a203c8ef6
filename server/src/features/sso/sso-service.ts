import {
  type AdminActionKey,
  emailDomain,
  isPublicMailDomain,
  ORGANISATION_SIGN_IN_PROVIDER,
  SSO_MESSAGES,
  type SsoSettings,
  type SsoSettingsInput,
  ssoProviderId,
  ssoRedirectUri,
} from '@app/common';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { recordAdminAction } from '../../infra/admin-audit-repository';
import { assertDomainsClaimable } from '../organisations';
import { ProviderError, type ProviderNetwork, resolveProviderHost } from './provider-fetch';
import type { SecretBox } from './secret-box';
import {
  administeredOrganisation,
  deleteSso,
  domainsTakenElsewhere,
  findSso,
  findSsoOrganisationByDomain,
  findSsoWithServedDomains,
  organisationAllowedDomains,
  upsertSso,
} from './sso-repository';

export type SsoDeps = {
  db: Db;
  box: SecretBox;
  publicUrl: string;
  /** ADMIN_EMAILS and CONTACT_EMAIL: their domains are the operator's, never an organisation's. */
  operatorEmails: string[];
  network: ProviderNetwork;
};

/** Who changes an organisation's sign-in: the operator, or the organisation's own administrator. */
export type SsoActor = { userId: string; as: 'operator' | 'organisation_admin' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The organisation's operator-set domains; a missing organisation is refused. */
const requireOrganisation = async (db: Db, organisationId: string): Promise<string[]> => {
  const allowed = UUID.test(organisationId)
    ? await organisationAllowedDomains(db, organisationId)
    : undefined;
  if (!allowed) {
    throw new AppError('not_found', SSO_MESSAGES.organisationMissing);
  }
  return allowed;
};

const refuse = (path: string, message: string): never => {
  throw new AppError('validation', message, [{ path, message }]);
};

export const getSsoSettings = async (deps: SsoDeps, organisationId: string): Promise<SsoSettings> => {
  const allowedDomains = await requireOrganisation(deps.db, organisationId);
  const row = await findSso(deps.db, organisationId);
  return {
    configured: Boolean(row),
    issuer: row?.issuer ?? '',
    clientId: row?.clientId ?? '',
    domains: row?.domains ?? [],
    redirectUri: ssoRedirectUri(deps.publicUrl, organisationId),
    allowedDomains,
  };
};

/**
 * The issuer's host must resolve, and only to public addresses (loopback when allowed). Checked
 * again at every sign-in, since DNS can change.
 */
const assertIssuerReachable = async (deps: SsoDeps, issuer: string) => {
  try {
    await resolveProviderHost(new URL(issuer).hostname, deps.network);
  } catch (error) {
    if (!(error instanceof ProviderError)) {
      throw error;
    }
    refuse(
      'issuer',
      error.reason === 'unresolvable' ? SSO_MESSAGES.issuerUnresolvable : SSO_MESSAGES.issuerPrivate,
    );
  }
};

/**
 * The sign-in serves only domains the operator gave the organisation, never a public mail
 * service, the operator's own, or another organisation's.
 */
const assertServableDomains = async (
  deps: SsoDeps,
  organisationId: string,
  allowed: string[],
  domains: string[],
) => {
  const outside = domains.find((domain) => !allowed.includes(domain));
  if (outside) {
    refuse('domains', SSO_MESSAGES.domainNotAllowed(outside));
  }
  await assertDomainsClaimable(deps.db, {
    organisationId,
    domains,
    operatorEmails: deps.operatorEmails,
    field: 'domains',
  });
  const [taken] = await domainsTakenElsewhere(deps.db, organisationId, domains);
  if (taken) {
    refuse('domains', SSO_MESSAGES.domainTaken(taken));
  }
};

/** Every change of an organisation's sign-in, and every refused one, goes to the admin audit log. */
const audited = async <T>(
  deps: SsoDeps,
  entry: {
    actor: SsoActor;
    action: AdminActionKey;
    organisationId: string;
    details?: Record<string, unknown>;
  },
  change: () => Promise<T>,
): Promise<T> => {
  const base = { organisation_id: entry.organisationId, as: entry.actor.as, ...entry.details };
  try {
    const result = await change();
    await recordAdminAction(deps.db, {
      actorId: entry.actor.userId,
      action: entry.action,
      result: 'ok',
      details: base,
    });
    return result;
  } catch (error) {
    if (error instanceof AppError) {
      await recordAdminAction(deps.db, {
        actorId: entry.actor.userId,
        action: entry.action,
        result: 'failed',
        details: { ...base, error: error.message },
      });
    }
    throw error;
  }
};

export const saveSsoSettings = async (
  deps: SsoDeps,
  organisationId: string,
  input: SsoSettingsInput,
  actor: SsoActor,
): Promise<SsoSettings> =>
  audited(
    deps,
    {
      actor,
      action: 'set_organisation_sso',
      organisationId,
      details: {
        issuer: input.issuer,
        client_id: input.clientId,
        domains: input.domains,
        client_secret_changed: Boolean(input.clientSecret),
      },
    },
    async () => {
      const allowed = await requireOrganisation(deps.db, organisationId);
      if (!input.clientSecret && !(await findSso(deps.db, organisationId))) {
        refuse('clientSecret', SSO_MESSAGES.secretRequired);
      }
      await assertServableDomains(deps, organisationId, allowed, input.domains);
      await assertIssuerReachable(deps, input.issuer);
      await upsertSso(deps.db, {
        organisationId,
        issuer: input.issuer,
        clientId: input.clientId,
        domains: input.domains,
        clientSecretEncrypted: input.clientSecret ? deps.box.seal(input.clientSecret) : undefined,
      });
      return getSsoSettings(deps, organisationId);
    },
  );

export const removeSsoSettings = async (
  deps: SsoDeps,
  organisationId: string,
  actor: SsoActor,
): Promise<void> =>
  audited(deps, { actor, action: 'remove_organisation_sso', organisationId }, async () => {
    await requireOrganisation(deps.db, organisationId);
    await deleteSso(deps.db, organisationId);
  });

/** The organisation an organisation administrator may configure: their own, and only that. */
export const ownOrganisation = async (db: Db, userId: string): Promise<string> => {
  const organisationId = await administeredOrganisation(db, userId);
  if (!organisationId) {
    throw new AppError('forbidden', SSO_MESSAGES.notOrganisationAdmin);
  }
  return organisationId;
};

/** The organisation whose sign-in serves this address, if any (never for a public mail domain). */
export const ssoOrganisationFor = async (db: Db, email: string): Promise<string | undefined> => {
  const domain = emailDomain(email);
  return isPublicMailDomain(domain) ? undefined : findSsoOrganisationByDomain(db, domain);
};

/**
 * Whether an address signs in at an organisation. The answer names no organisation: every served
 * domain gets the same provider id, and the sign-in finds the organisation from the address.
 */
export const ssoProviderFor = async (db: Db, email: string): Promise<string> => {
  if (!(await ssoOrganisationFor(db, email))) {
    throw new AppError('not_found', SSO_MESSAGES.unknownDomain);
  }
  return ORGANISATION_SIGN_IN_PROVIDER;
};

/** The stored provider behind a better-auth provider id, with its secret opened and its served domains. */
export const ssoProviderConfig = async (deps: Pick<SsoDeps, 'db' | 'box'>, providerId: string) => {
  const organisationId = providerId.slice(ssoProviderId('').length);
  if (!UUID.test(organisationId)) {
    return undefined;
  }
  const row = await findSsoWithServedDomains(deps.db, organisationId);
  const domains = row?.domains.filter((domain) => !isPublicMailDomain(domain)) ?? [];
  return row && domains.length > 0
    ? {
        issuer: row.issuer,
        clientId: row.clientId,
        clientSecret: deps.box.open(row.clientSecretEncrypted),
        domains,
      }
    : undefined;
};
