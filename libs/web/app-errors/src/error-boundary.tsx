import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { onError: (error: unknown, info: ErrorInfo) => void; children: ReactNode };
type State = { failed: boolean };

/** Turns an error thrown while rendering into the app error (the host shows the error screen). */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(error, info);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
