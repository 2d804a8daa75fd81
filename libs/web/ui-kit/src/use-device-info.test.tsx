import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_REFRESH_DELAY_MS, useDeviceInfo } from './use-device-info';

describe('useDeviceInfo', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const resizeTo = (width: number) => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  };

  it('refreshes 50 ms after the last resize, not before', () => {
    resizeTo(1300);
    const { result } = renderHook(() => useDeviceInfo());
    expect(result.current).toEqual({ width: 1300, breakpoint: 'lg', isMobile: false });

    act(() => {
      resizeTo(800);
      vi.advanceTimersByTime(DEVICE_REFRESH_DELAY_MS - 10);
      resizeTo(400);
      vi.advanceTimersByTime(DEVICE_REFRESH_DELAY_MS - 1);
    });
    expect(result.current.width).toBe(1300);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ width: 400, breakpoint: 'xs', isMobile: true });
  });
});
