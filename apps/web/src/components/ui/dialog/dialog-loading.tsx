/** What a dialog shows while its body's code is on its way. */
export function DialogLoading({ label }: { readonly label: string }) {
  return (
    <div className="dialog__loading" role="status">
      <span className="dialog__spinner" aria-hidden="true" />
      <span className="dialog__visually-hidden">{label}</span>
    </div>
  );
}
