import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useReadOnOpen } from '../../src/lib/useReadOnOpen';

describe('useReadOnOpen', () => {
  it('reads when the dialog opens and keeps that value through later renders, then reads again at the next opening', () => {
    let clock = '23:59';
    const { result, rerender } = renderHook(({ open }) => useReadOnOpen(open, () => ({ time: clock })), {
      initialProps: { open: false },
    });
    expect(result.current).toBeUndefined();

    rerender({ open: true });
    expect(result.current).toEqual({ time: '23:59' });
    // The minute turns while the dialog is open: the form's record stays the one it opened with.
    clock = '00:00';
    rerender({ open: true });
    expect(result.current).toEqual({ time: '23:59' });

    // Closed (fading out) it still shows what it had; opened again it starts from now.
    rerender({ open: false });
    expect(result.current).toEqual({ time: '23:59' });
    rerender({ open: true });
    expect(result.current).toEqual({ time: '00:00' });
  });
});
