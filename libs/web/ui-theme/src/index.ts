export {
  breakpointFor,
  breakpoints,
  down,
  theme,
  toolbarExtensionHeight,
  toolbarHeight,
  up,
  type Breakpoint,
  type Density,
  type Theme,
} from './theme';
export { GlobalStyle } from './global-style';
export { DEVICE_REFRESH_DELAY_MS, useDeviceInfo, type DeviceInfo } from './use-device-info';
export { Button, ButtonLink, Card, CardGrid, Container, ErrorWithRetry, Grid, GridItem, Icon, Toolbar, VisuallyHidden } from './primitives';

export { useOnlineStatus } from './use-online-status';
export { useHydrated } from './use-hydrated';
