/**
 * An inline script of the public pages: it adds the islands entry (named in its `data-islands`)
 * once the page has loaded, so nothing of the islands is fetched or run before the first and
 * largest paint. Measured with Lighthouse's mobile profile on /faq: the largest paint at 1,227 ms
 * with the entry as a `<script type="module">` in the head, 710 ms without it (static reference
 * page: 656 ms). The page works before it runs: every island has a no-JavaScript path.
 * Static text, so CSP allows it by hash (server/plugins/external/security-headers.ts).
 */
export const ISLANDS_LOADER =
  "(function(s){function go(){setTimeout(function(){var e=document.createElement('script');e.type='module';" +
  "e.src=s.getAttribute('data-islands');document.head.appendChild(e)})}" +
  "if(document.readyState==='complete')go();else addEventListener('load',go,{once:true})})(document.currentScript)";
