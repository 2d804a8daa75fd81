export { down, theme, up } from './theme';
export { GlobalStyle } from './global-style';
export { Button, ButtonLink, Card, CardGrid, Container, ErrorWithRetry, Grid, GridItem, Icon, Toolbar, VisuallyHidden } from './primitives';

export { useOnlineStatus } from './use-online-status';
export { useHydrated } from './use-hydrated';
export { Actions, Field, FieldMessage, Form, FormMessage, type FieldControlProps } from './form-fields';
