import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearErrorLog, getErrorLog } from '@/lib/error-log';
import { getToasts } from '@/lib/toast';
import { AppErrorBoundary } from './app-error-boundary';
import { ComponentErrorBoundary } from './component-error-boundary';

let shouldThrow = true;

function Unstable() {
  if (shouldThrow) {
    throw new Error('Testfel i komponenten');
  }
  return <p>Allt fungerar</p>;
}

describe('error boundaries', () => {
  beforeEach(() => {
    shouldThrow = true;
    clearErrorLog();
    // React reports caught render errors on the console; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the application error screen with an error id and technical details', async () => {
    const user = userEvent.setup();
    render(
      <AppErrorBoundary>
        <Unstable />
      </AppErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Applikationsfel' })).toBeInTheDocument();
    expect(
      screen.getByText('Ett kritiskt fel uppstod i applikationen. Vi ber om ursäkt för besväret.'),
    ).toBeInTheDocument();
    const errorId = screen.getByText(/^ERR-/).textContent;
    expect(errorId).toMatch(/^ERR-[0-9A-Z]+-[0-9A-Z]{4}$/);
    expect(screen.getByText(/Fel-ID:/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ladda om sidan' })).toBeInTheDocument();

    expect(screen.queryByText(/Error: Testfel i komponenten/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Teknisk information' }));
    expect(screen.getByText(/Error: Testfel i komponenten/)).toBeInTheDocument();

    expect(getErrorLog()).toEqual([
      expect.objectContaining({
        message: 'Testfel i komponenten',
        severity: 'critical',
        context: { errorId, source: 'app-boundary' },
      }),
    ]);
    expect(getToasts()).toHaveLength(0);
  });

  it('renders the children again after "Försök igen"', async () => {
    const user = userEvent.setup();
    render(
      <AppErrorBoundary>
        <Unstable />
      </AppErrorBoundary>,
    );

    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));

    expect(screen.getByText('Allt fungerar')).toBeInTheDocument();
    expect(screen.queryByText('Applikationsfel')).not.toBeInTheDocument();
  });

  it('contains a component failure and lets the user retry', async () => {
    const user = userEvent.setup();
    render(
      <>
        <p>Resten av sidan</p>
        <ComponentErrorBoundary name="test">
          <Unstable />
        </ComponentErrorBoundary>
      </>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Komponentfel');
    expect(screen.getByText('Resten av sidan')).toBeInTheDocument();
    expect(getErrorLog()).toEqual([
      expect.objectContaining({
        severity: 'high',
        context: expect.objectContaining({ source: 'component:test' }),
      }),
    ]);

    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(screen.getByText('Allt fungerar')).toBeInTheDocument();
  });
});
