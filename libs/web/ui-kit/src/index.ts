export { down, palettes, theme, up, type ColorScheme, type Palette } from './theme';
export { applyColorScheme, currentColorSchemePreference, useColorScheme, useColorSchemePreference, usePalette } from './color-scheme';
export { ensureGlobalStyle, globalStyleTag } from './global-style';
export {
  BackArrow,
  Button,
  ButtonLink,
  Card,
  CardGrid,
  Container,
  ErrorWithRetry,
  ForwardArrow,
  Grid,
  GridItem,
  Icon,
  Toolbar,
  VisuallyHidden,
  visuallyHidden,
} from './primitives';

export { ConfirmPanel, type ConfirmPanelProps } from './confirm-panel';
export { useOnlineStatus } from './use-online-status';
export { useHydrated } from './use-hydrated';
export { HydrateWhenNear } from './hydrate-when-near';
export { Actions, Field, FieldMessage, Form, FormMessage, type FieldControlProps } from './form-fields';
export {
  Menu,
  SegmentedControl,
  Select,
  Switch,
  type MenuProps,
  type SegmentedControlProps,
  type SegmentedOption,
  type SwitchProps,
} from './controls';
export { useFormMessage, type Message } from './use-form-message';
export { loadablePart, type LoadablePart } from './loadable-part';
