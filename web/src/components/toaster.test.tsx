import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, type ToastVariant, toast, toastDuration } from '@/lib/toast';
import { Toaster } from './toaster';

const showToast = (variant: ToastVariant, duration?: number) =>
  act(() => {
    toast({ title: `Meddelande ${variant}`, variant, ...(duration ? { duration } : {}) });
  });

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    for (const item of getToasts()) {
      dismissToast(item.id);
    }
    vi.useRealTimers();
  });

  it('uses the spec durations per variant', () => {
    expect(toastDuration('success')).toBe(5000);
    expect(toastDuration('destructive')).toBe(7000);
    expect(toastDuration('default')).toBe(5000);
  });

  it.each([
    ['success', 5000],
    ['destructive', 7000],
  ] as const)('closes a %s toast after %i ms', (variant, duration) => {
    render(<Toaster />);
    showToast(variant);
    expect(screen.getByText(`Meddelande ${variant}`)).toBeInTheDocument();

    advance(duration - 100);
    expect(screen.getByText(`Meddelande ${variant}`)).toBeInTheDocument();

    advance(200);
    expect(screen.queryByText(`Meddelande ${variant}`)).not.toBeInTheDocument();
    expect(getToasts()).toHaveLength(0);
  });

  it('replaces the same toast, or one with the same key, instead of stacking it', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Serverfel', description: 'Försök igen.', variant: 'destructive' });
      toast({ title: 'Fel', description: 'Namn krävs', variant: 'destructive' });
      toast({ title: 'Serverfel', description: 'Försök igen.', variant: 'destructive' });
      toast({ key: 'form', title: 'Formulärfel', description: 'Första', variant: 'destructive' });
      toast({ key: 'form', title: 'Formulärfel', description: 'Andra', variant: 'destructive' });
    });
    expect(getToasts().map((item) => item.description)).toEqual(['Namn krävs', 'Försök igen.', 'Andra']);
    expect(screen.getAllByText('Försök igen.')).toHaveLength(1);
    expect(screen.queryByText('Första')).not.toBeInTheDocument();
  });

  it('lets the caller choose a duration', () => {
    render(<Toaster />);
    showToast('default', 15000);

    advance(14000);
    expect(screen.getByText('Meddelande default')).toBeInTheDocument();
    advance(1100);
    expect(screen.queryByText('Meddelande default')).not.toBeInTheDocument();
  });

  it('shows the description and closes on the close button', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Utloggad', description: 'Välkommen åter.', variant: 'success' });
    });

    expect(screen.getByText('Välkommen åter.')).toBeInTheDocument();
    act(() => {
      screen.getByRole('button', { name: 'Stäng' }).click();
    });
    expect(screen.queryByText('Utloggad')).not.toBeInTheDocument();
  });
});
