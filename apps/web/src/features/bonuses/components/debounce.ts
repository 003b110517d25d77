/** Runs `run` once `delayMs` after the last call; `cancel` drops a pending run (unmount). */
export function debounce(run: () => void, delayMs: number): { readonly call: () => void; readonly cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return {
    call: () => {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, delayMs);
    },
    cancel,
  };
}
