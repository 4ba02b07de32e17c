import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Error as ErrorScreen } from 'react-admin';

interface State {
  error: Error | null;
  errorInfo?: ErrorInfo;
}

/** A page that throws shows react-admin's error screen (which resets on the next navigation), not a blank shell. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(_error: Error, errorInfo: ErrorInfo) {
    this.setState({ errorInfo });
  }

  override render() {
    const { error, errorInfo } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorScreen
        error={error}
        errorInfo={errorInfo}
        resetErrorBoundary={() => this.setState({ error: null, errorInfo: undefined })}
      />
    );
  }
}
