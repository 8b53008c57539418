import { useEffect, useRef, type RefObject } from 'react';

/** Ctrl+S (Cmd+S on a Mac) inside `area` (the editor included) runs `save` instead of the browser's "Save page". */
export function useSaveShortcut(area: RefObject<HTMLElement | null>, save: () => void) {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      event.preventDefault();
      latest.current();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [area]);
}
