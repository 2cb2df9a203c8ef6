import { knownPagePaths, LEGAL_CASE_PAGE_ROUTE } from '@app/common';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appConfig } from '@/lib/app-config';
import { appRoutes } from './router';

/** Every page address in a route tree; the layout's own '/' is the home page's too. */
const routePaths = (routes: readonly RouteObject[]): string[] =>
  routes.flatMap((route) => [
    ...(route.index ? ['/'] : route.path ? [route.path] : []),
    ...routePaths(route.children ?? []),
  ]);

describe('the route table', () => {
  it('serves exactly the pages the server answers 200 for, and the not-found page for the rest', () => {
    const paths = routePaths(appRoutes);
    expect(paths.filter((path) => path === '*')).toHaveLength(1);
    expect(new Set(paths.filter((path) => path !== '*'))).toEqual(
      new Set([...knownPagePaths(appConfig), LEGAL_CASE_PAGE_ROUTE]),
    );
  });
});
