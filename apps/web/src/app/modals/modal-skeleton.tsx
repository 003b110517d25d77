import './modal-skeleton.css';

/**
 * The shape of a modal's form while its code loads (rarely seen: modal-prefetch.ts fetches the
 * code beforehand), so the dialog never stands empty or reads only "loading".
 */
export function ModalSkeleton({ label }: { readonly label: string }) {
  return (
    <div className="modal-skeleton" role="status" aria-busy="true" data-testid="modal-skeleton">
      <span className="visually-hidden">{label}</span>
      <div className="skeleton modal-skeleton__label" />
      <div className="skeleton modal-skeleton__field" />
      <div className="skeleton modal-skeleton__label" />
      <div className="skeleton modal-skeleton__field" />
      <div className="skeleton modal-skeleton__button" />
    </div>
  );
}
