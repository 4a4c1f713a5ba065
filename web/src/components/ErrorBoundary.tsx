import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen.tsx';

/** The last line of defence: anything a route boundary did not catch shows the generic error screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
