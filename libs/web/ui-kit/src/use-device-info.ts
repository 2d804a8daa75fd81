import { useEffect, useState } from 'react';
import { breakpointFor, breakpoints, type Breakpoint } from './theme';

export const DEVICE_REFRESH_DELAY_MS = 50;

export type DeviceInfo = { width: number; breakpoint: Breakpoint; isMobile: boolean };

const readDevice = (): DeviceInfo => {
  const width = typeof window === 'undefined' ? breakpoints.lg : window.innerWidth;
  return { width, breakpoint: breakpointFor(width), isMobile: width < breakpoints.sm };
};

/** The viewport's width and breakpoint, refreshed 50 ms after the last resize event. */
export const useDeviceInfo = (): DeviceInfo => {
  const [device, setDevice] = useState(readDevice);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setDevice(readDevice()), DEVICE_REFRESH_DELAY_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return device;
};
