import { landingTexts } from '@app/common';
import { bundledSiteAreas } from '@app/common/testing/bundled-area';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { IntroCard } from './intro-card';

const texts = landingTexts({
  productName: 'Handläggarstöd',
  aboutPath: '/om-handlaggarstod',
  areas: bundledSiteAreas(),
});

const renderCard = () => {
  render(
    <MemoryRouter>
      <IntroCard heading={texts.introHeading} steps={texts.introSteps} />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), card: screen.getByRole('region', { name: 'Kom igång i tre steg' }) };
};

const stepHeading = (card: HTMLElement) => within(card).getByRole('heading', { level: 3 });
const dots = (card: HTMLElement) =>
  within(within(card).getByRole('list', { name: 'Välj steg' })).getAllByRole('button');

describe('IntroCard', () => {
  it('has three steps: welcome, privacy and responsibility, how to use it', () => {
    expect(texts.introSteps.map((step) => step.title)).toEqual([
      'Välkommen till Handläggarstöd',
      'Integritet och ansvar',
      'Så använder du tjänsten',
    ]);
  });

  it('starts on step 1 with Föregående disabled and the first dot current', () => {
    const { card } = renderCard();
    expect(within(card).getByText('Steg 1 av 3')).toBeInTheDocument();
    expect(stepHeading(card)).toHaveTextContent('Välkommen till Handläggarstöd');
    expect(within(card).getByRole('button', { name: 'Föregående' })).toBeDisabled();
    expect(dots(card).map((dot) => dot.getAttribute('aria-current'))).toEqual(['step', null, null]);
    expect(within(card).queryByRole('link', { name: 'Registrera' })).not.toBeInTheDocument();
  });

  it('walks forward with Nästa and shows Registrera to /signup on the last step', async () => {
    const { user, card } = renderCard();
    await user.click(within(card).getByRole('button', { name: 'Nästa' }));
    expect(stepHeading(card)).toHaveTextContent('Integritet och ansvar');
    expect(within(card).getByText('Steg 2 av 3')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Nästa' }));
    expect(stepHeading(card)).toHaveTextContent('Så använder du tjänsten');
    expect(within(card).queryByRole('button', { name: 'Nästa' })).not.toBeInTheDocument();
    const register = within(card).getByRole('link', { name: 'Registrera' });
    expect(register).toHaveAttribute('href', '/signup');
    // The Nästa button under the keyboard is gone; focus moves to its replacement.
    expect(register).toHaveFocus();
    expect(dots(card).map((dot) => dot.getAttribute('aria-current'))).toEqual([null, null, 'step']);
  });

  it('walks back with Föregående and keeps the focus on a usable control at step 1', async () => {
    const { user, card } = renderCard();
    await user.click(dots(card)[2] as HTMLElement);
    expect(stepHeading(card)).toHaveTextContent('Så använder du tjänsten');

    const previous = within(card).getByRole('button', { name: 'Föregående' });
    await user.click(previous);
    expect(stepHeading(card)).toHaveTextContent('Integritet och ansvar');
    expect(previous).toHaveFocus();

    await user.click(previous);
    expect(stepHeading(card)).toHaveTextContent('Välkommen till Handläggarstöd');
    expect(previous).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Nästa' })).toHaveFocus();
  });

  it('jumps to any step with its dot, named after the step', async () => {
    const { user, card } = renderCard();
    expect(dots(card).map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Steg 1: Välkommen till Handläggarstöd',
      'Steg 2: Integritet och ansvar',
      'Steg 3: Så använder du tjänsten',
    ]);
    await user.click(within(card).getByRole('button', { name: 'Steg 2: Integritet och ansvar' }));
    expect(stepHeading(card)).toHaveTextContent('Integritet och ansvar');
    expect(within(card).getByRole('button', { name: 'Föregående' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Nästa' })).toBeInTheDocument();
  });
});
