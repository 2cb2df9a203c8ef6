import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormattedAnswer, parseAnswer } from './formatted-answer';

describe('parseAnswer', () => {
  it('reads headings, bullet runs, numbered runs and paragraphs', () => {
    expect(
      parseAnswer(
        '**Kort svar**\nEtt svar\nsom fortsätter.\n\n**Vad lagen säger**\n- Ett\n* Två\n\n1. Först\n2) Sedan\nSlut',
      ),
    ).toEqual([
      { type: 'heading', text: 'Kort svar' },
      { type: 'paragraph', lines: ['Ett svar', 'som fortsätter.'] },
      { type: 'heading', text: 'Vad lagen säger' },
      { type: 'bullets', items: ['Ett', 'Två'] },
      { type: 'numbers', items: ['Först', 'Sedan'] },
      { type: 'paragraph', lines: ['Slut'] },
    ]);
  });
});

describe('FormattedAnswer', () => {
  it('renders bold inline and keeps markup as text', () => {
    const { container } = render(
      <FormattedAnswer text={'Det **viktiga** är <script>x</script> ![bild](https://x.se/a.png)'} />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('viktiga');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<script>x</script>');
  });
});
