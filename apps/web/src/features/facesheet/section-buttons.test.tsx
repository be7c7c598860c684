import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SectionButtons } from './section-buttons.tsx';

function messagesLink(hasMessages: boolean | undefined) {
  render(
    <MemoryRouter initialEntries={['/dashboard/facesheet?clientId=30']}>
      <SectionButtons clientId={30} hasMessages={hasMessages} />
    </MemoryRouter>,
  );
  return screen.getByTestId('section-messages').getAttribute('href');
}

describe('the handheld face sheet’s Messages button', () => {
  it('opens Messages while the messages are still being read, so a quick tap is not lost', () => {
    expect(messagesLink(undefined)).toBe('/dashboard/facesheet/messages?clientId=30');
  });

  it('opens Messages when the client has some', () => {
    expect(messagesLink(true)).toBe('/dashboard/facesheet/messages?clientId=30');
  });

  it('stays on the face sheet when the client has none (spec 2 §2)', () => {
    expect(messagesLink(false)).toBe('/dashboard/facesheet?clientId=30');
  });
});
