import type { ComponentType } from 'react';
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
