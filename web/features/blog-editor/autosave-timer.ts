/** Autosave timings (decision 048): 3 s after typing stops, and at least every 15 s while it goes on. */
export const AUTOSAVE_QUIET_MS = 3_000;
export const AUTOSAVE_MAX_WAIT_MS = 15_000;

/**
 * When to run an autosave: `change()` after each edit; `run` fires once the edits pause for
 * `quietMs`, or `maxWaitMs` after the first unsaved edit if they never pause.
 */
export function createAutosaveTimer(run: () => void, quietMs = AUTOSAVE_QUIET_MS, maxWaitMs = AUTOSAVE_MAX_WAIT_MS) {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let cap: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    cancel();
    run();
  };
  function cancel() {
    clearTimeout(quiet);
    clearTimeout(cap);
    quiet = cap = undefined;
  }
  return {
    change() {
      clearTimeout(quiet);
      quiet = setTimeout(fire, quietMs);
      cap ??= setTimeout(fire, maxWaitMs);
    },
    cancel,
    pending: () => quiet !== undefined,
  };
}
