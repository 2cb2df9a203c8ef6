/**
 * The links a role adds to the account menus (the header's and the side menu's): the operator's
 * admin panel and an organisation administrator's page. The server decides both roles.
 */
export const ROLE_MENU_LINKS = {
  admin: { path: '/admin', label: 'Administration' },
  organisation: { path: '/organisation', label: 'Min organisation' },
} as const;

export type RoleMenuLink = (typeof ROLE_MENU_LINKS)[keyof typeof ROLE_MENU_LINKS];
