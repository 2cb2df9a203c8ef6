import { type ComponentType, lazy } from 'react';
import { ChunkLoadError } from '@/lib/chunk-load-error';

/**
 * A React Router `lazy` function for one page module, so each page becomes its own chunk.
 * Failures are wrapped in ChunkLoadError, which the error screen retries with a reload.
 */
export const lazyPage =
  <Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) =>
  async (): Promise<{ Component: ComponentType }> => {
    try {
      return { Component: pick(await load()) };
    } catch (error) {
      throw new ChunkLoadError(error);
    }
  };

/**
 * React.lazy for a named component export: parts only signed-in users see get their own chunk,
 * so the signed-out landing page does not load them. Render inside Suspense.
 */
export const lazyComponent = <Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) =>
  lazy(async () => {
    try {
      return { default: pick(await load()) };
    } catch (error) {
      throw new ChunkLoadError(error);
    }
  });
