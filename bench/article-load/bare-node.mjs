// The floor under the project's hit path: Node's own http server answering every request with the
// bytes and headers the project's page cache sent for the article (no routing, no log, no count).
// bench/article-load/run.mjs starts it as a reference beside nginx, so a gap to nginx can be split
// into what Node's HTTP stack costs and what the project adds.
// Usage: node bench/article-load/bare-node.mjs <port> <answer.json>   ({ headers, body: base64 })
import fs from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const answer = JSON.parse(fs.readFileSync(file, 'utf8'));
const body = Buffer.from(answer.body, 'base64');
http
  .createServer((req, res) => {
    res.writeHead(200, { ...answer.headers });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('listening'));
