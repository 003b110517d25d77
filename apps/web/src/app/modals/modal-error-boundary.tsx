import { Component, type ReactNode } from 'react';

interface Props {
  readonly message: string;
  readonly children: ReactNode;
}

/**
 * A modal body that fails (its chunk did not load, or it threw) says so inside the dialog,
 * which can still be closed, instead of taking the page down with it.
 */
export class ModalErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="dialog__error" role="alert">
        {this.props.message}
      </p>
    );
  }
}
