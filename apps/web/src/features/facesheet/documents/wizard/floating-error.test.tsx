import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@carevisit/core';
import { FloatingError } from './floating-error.tsx';

const count = (n: number): Message => ({ key: 'forms.floating', params: { count: n } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the floating error (spec 2 §9: it fades after 3 s)', () => {
  it('shows each new message for the full 3 s, though the one before was still showing', () => {
    const onClose = vi.fn();
    const { rerender } = render(<FloatingError message={count(2)} onClose={onClose} />);
    act(() => {
      vi.advanceTimersByTime(2_500);
    });
    rerender(<FloatingError message={count(2)} onClose={onClose} />);
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('floating-error')).toHaveTextContent('2 fields on this page need attention.');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
