import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '@/lazy-page';
import { clearErrorLog, getErrorLog } from '@/lib/error-log';
import { RouteErrorScreen } from './route-error-screen';

let shouldThrow = true;

function UnstablePage() {
  if (shouldThrow) {
    throw new Error('Sidan kraschade');
  }
  return <h1>Sidan fungerar</h1>;
}

const renderRoute = (route: Pick<RouteObject, 'element' | 'lazy'>) => {
  const router = createMemoryRouter([{ path: '/', errorElement: <RouteErrorScreen />, ...route }]);
  render(<RouterProvider router={router} />);
};

describe('RouteErrorScreen', () => {
  beforeEach(() => {
    shouldThrow = true;
    clearErrorLog();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the application error for a page that throws and renders it again on retry', async () => {
    const user = userEvent.setup();
    renderRoute({ element: <UnstablePage /> });

    expect(await screen.findByRole('heading', { name: 'Applikationsfel' })).toBeInTheDocument();
    expect(getErrorLog()).toEqual([
      expect.objectContaining({ message: 'Sidan kraschade', severity: 'critical' }),
    ]);

    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('heading', { name: 'Sidan fungerar' })).toBeInTheDocument();
  });

  it('reloads the document to retry a page whose code failed to load', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderRoute({
      lazy: lazyPage(
        () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        () => UnstablePage,
      ),
    });

    expect(await screen.findByRole('heading', { name: 'Applikationsfel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
