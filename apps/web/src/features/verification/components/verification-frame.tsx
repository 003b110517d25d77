import { useEffect, useRef } from 'react';

/**
 * The provider's SDK page in a frame. It says it is done with `{ type: 'kyc:submitted' }`, believed
 * only from our own origin and from this frame's window.
 */
export function VerificationFrame({
  url,
  title,
  onSubmitted,
}: {
  readonly url: string;
  readonly title: string;
  readonly onSubmitted: () => void;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const onSubmittedRef = useRef(onSubmitted);
  useEffect(() => {
    onSubmittedRef.current = onSubmitted;
  }, [onSubmitted]);
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frameRef.current?.contentWindow) return;
      const data = event.data as { type?: unknown } | null;
      if (data?.type === 'kyc:submitted') onSubmittedRef.current();
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);
  return (
    <iframe ref={frameRef} className="verification__frame" src={url} title={title} data-testid="verification-frame" />
  );
}
