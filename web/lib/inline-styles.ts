import { createContext } from 'react';

/**
 * The site's stylesheet text, given only while rendering an islands page on the server
 * (web/entry.server.tsx): the page carries it in a <style> element instead of a render-blocking
 * link. Elsewhere (staff screens, the browser) it is null and the stylesheet is linked.
 */
export const InlineStylesContext = createContext<string | null>(null);
