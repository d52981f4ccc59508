import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { CrashScreen } from './crash-screen.tsx';

interface CrashBoundaryProps {
  children: ReactNode;
  /** What Restart does after clearing; reloads the page by default. */
  reload?: () => void;
}

interface CrashBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Shows the crash screen for any error thrown while rendering its children (outside the router's own). */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): CrashBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // The component stack names components only: no props, no patient details.
    console.error('The app crashed:', error instanceof Error ? error.message : 'unknown error', info.componentStack);
  }

  override render() {
    if (this.state.hasError) return <CrashScreen error={this.state.error} reload={this.props.reload} />;
    return this.props.children;
  }
}

/** The router's errorElement: the crash screen for an error thrown by a route. */
export function RouteErrorScreen() {
  const error = useRouteError();
  return <CrashScreen error={error} />;
}
