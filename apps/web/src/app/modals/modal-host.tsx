/** Renders the modal the URL's query asks for. Being built: see the modals work in progress. */
export function ModalHost() {
  return null;
}
