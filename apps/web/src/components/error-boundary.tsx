import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '../i18n/i18n.ts';
import { ErrorState } from './ui/error-state.tsx';

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/** Keeps the header and footer when a page fails to render or its code fails to download. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="page-container py-10">
        <ErrorState message={i18n.t('errors.unknown')} onRetry={() => window.location.reload()} />
      </div>
    );
  }
}
