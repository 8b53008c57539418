import type { HLJSApi, LanguageFn } from 'highlight.js';

/** Languages a code block may name (`language-x`); anything else is shown as plain, escaped text. */
const LANGUAGES: Record<string, () => Promise<{ default: LanguageFn }>> = {
  bash: () => import('highlight.js/lib/languages/bash'),
  css: () => import('highlight.js/lib/languages/css'),
  go: () => import('highlight.js/lib/languages/go'),
  java: () => import('highlight.js/lib/languages/java'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  json: () => import('highlight.js/lib/languages/json'),
  markdown: () => import('highlight.js/lib/languages/markdown'),
  php: () => import('highlight.js/lib/languages/php'),
  python: () => import('highlight.js/lib/languages/python'),
  ruby: () => import('highlight.js/lib/languages/ruby'),
  rust: () => import('highlight.js/lib/languages/rust'),
  sql: () => import('highlight.js/lib/languages/sql'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  xml: () => import('highlight.js/lib/languages/xml'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
};
const ALIASES: Record<string, string> = {
  js: 'javascript',
  ts: 'typescript',
  html: 'xml',
  sh: 'bash',
  shell: 'bash',
  yml: 'yaml',
  md: 'markdown',
  py: 'python',
  rb: 'ruby',
  rs: 'rust',
};

let loading: Promise<HLJSApi> | undefined;

/** highlight.js is loaded with the first code block, like sharp with the first upload (decision 024). */
function loadHighlighter(): Promise<HLJSApi> {
  loading ??= (async () => {
    const hljs = (await import('highlight.js/lib/core')).default.newInstance();
    for (const [name, load] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, (await load()).default);
    return hljs;
  })();
  return loading;
}

function decode(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const CODE_BLOCK = /<pre><code class="language-([a-z0-9+#-]{1,20})">([\s\S]*?)<\/code><\/pre>/g;

/**
 * Colours `<pre><code class="language-x">` blocks of sanitised HTML with `hljs-*` spans. Earlier
 * spans are dropped first, so running it again gives the same result. Unknown languages stay plain.
 */
export async function highlightCodeBlocks(html: string): Promise<string> {
  if (!/<pre><code class="language-/.test(html)) return html;
  const hljs = await loadHighlighter();
  return html.replace(CODE_BLOCK, (whole, lang: string, body: string) => {
    const language = ALIASES[lang] ?? lang;
    if (!hljs.getLanguage(language) || !(language in LANGUAGES)) return whole;
    const value = hljs.highlight(decode(body), { language, ignoreIllegals: true }).value;
    return `<pre><code class="language-${lang}">${value}</code></pre>`;
  });
}
