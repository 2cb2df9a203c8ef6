import { ROLE_MENU_LINKS, type RoleMenuLink } from '@app/common';
import { Building2, ShieldCheck } from 'lucide-react';

/** The icon beside a role link in the account menus. */
export function RoleLinkIcon({ path, className }: { path: RoleMenuLink['path']; className?: string }) {
  const Icon = path === ROLE_MENU_LINKS.admin.path ? ShieldCheck : Building2;
  return <Icon aria-hidden="true" className={className} />;
}
