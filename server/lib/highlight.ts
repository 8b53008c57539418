import { createRequire } from 'node:module';
import type { HLJSApi, LanguageFn } from 'highlight.js';

/** Languages a code block may name (`language-x`); anything else is shown as plain, escaped text. */
const LANGUAGES = [
  'bash',
  'css',
  'go',
  'java',
  'javascript',
  'json',
  'markdown',
  'php',
  'python',
  'ruby',
  'rust',
  'sql',
  'typescript',
  'xml',
  'yaml',
];
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

let highlighter: HLJSApi | undefined;

/**
 * highlight.js is required with the first code block, like sharp with the first upload (decision 024):
 * most saves have none. Synchronous (CommonJS), so saving stays one synchronous HTML pass.
 */
function loadHighlighter(): HLJSApi {
  if (highlighter) return highlighter;
  const require = createRequire(import.meta.url);
  const hljs = (require('highlight.js/lib/core') as HLJSApi).newInstance();
  for (const name of LANGUAGES) hljs.registerLanguage(name, require(`highlight.js/lib/languages/${name}`) as LanguageFn);
  highlighter = hljs;
  return hljs;
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
export function highlightCodeBlocks(html: string): string {
  if (!html.includes('<pre><code class="language-')) return html;
  const hljs = loadHighlighter();
  return html.replace(CODE_BLOCK, (whole, lang: string, body: string) => {
    const language = ALIASES[lang] ?? lang;
    if (!LANGUAGES.includes(language)) return whole;
    const value = hljs.highlight(decode(body), { language, ignoreIllegals: true }).value;
    return `<pre><code class="language-${lang}">${value}</code></pre>`;
  });
}
