import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';

describe('NotFoundPage', () => {
  it('is shown for an unknown address, inside the layout, with a link home', async () => {
    renderApp('/finns-inte');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sidan kunde inte hittas' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.title).toBe('Sidan kunde inte hittas | Handläggarstöd');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
