/**
 * The third-party adapters (lib/third-party) start after the page has loaded, from a chunk of
 * their own: the first load carries none of their code, and a site with every adapter off loads
 * nothing more than the one question to our own server.
 */
export function startThirdParty(): void {
  const begin = () => {
    void import('./third-party-runtime').then((runtime) => runtime.runThirdParty());
  };
  if (document.readyState === 'complete') setTimeout(begin, 0);
  else window.addEventListener('load', begin, { once: true });
}
