import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake Upload API received in one request. */
export interface ReceivedUpload {
  method: string;
  path: string;
  fields: Record<string, string>;
  file?: { name: string; type: string; bytes: Buffer };
}

export interface MockAnswer {
  status: number;
  body: string;
  contentType?: string;
  /** Wait this long before answering (to outlast the client's timeout). */
  delayMs?: number;
}

export interface CloudinaryMock {
  /** http://127.0.0.1:port, to use as CLOUDINARY_API_BASE. */
  base: string;
  received: ReceivedUpload[];
  /** How the next requests are answered; the default is a successful upload. */
  answerWith(answer: (upload: ReceivedUpload) => MockAnswer): void;
  close(): Promise<void>;
}

/** The answer Cloudinary gives to a successful image upload (the fields the app may read). */
export function successAnswer(upload: ReceivedUpload): MockAnswer {
  const cloud = upload.path.split('/')[2];
  const publicId = [upload.fields.folder, upload.fields.public_id].filter(Boolean).join('/');
  const format = upload.file?.type === 'image/jpeg' ? 'jpg' : 'png';
  return {
    status: 200,
    body: JSON.stringify({
      public_id: publicId,
      version: 1700000000,
      format,
      resource_type: 'image',
      secure_url: `https://res.cloudinary.com/${cloud}/image/upload/v1700000000/${publicId}.${format}`,
      url: `http://res.cloudinary.com/${cloud}/image/upload/v1700000000/${publicId}.${format}`,
    }),
  };
}

/** A stand-in for Cloudinary's Upload API on a random loopback port; parses the multipart body it is sent. */
export async function startCloudinaryMock(): Promise<CloudinaryMock> {
  const received: ReceivedUpload[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let answer: (upload: ReceivedUpload) => MockAnswer = successAnswer;

  const server = createServer((req, res) => {
    void readUpload(req).then((upload) => {
      received.push(upload);
      const { status, body, contentType = 'application/json', delayMs = 0 } = answer(upload);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) res.writeHead(status, { 'content-type': contentType }).end(body);
      }, delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    base: `http://127.0.0.1:${port}`,
    received,
    answerWith(next) {
      answer = next;
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function readUpload(req: IncomingMessage): Promise<ReceivedUpload> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const upload: ReceivedUpload = { method: req.method ?? '', path: req.url ?? '', fields: {} };
  const contentType = req.headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data')) return upload;
  // undici's own multipart parser: the test reads the body as Cloudinary would, not as our client wrote it.
  const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': contentType } }).formData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') upload.fields[name] = value;
    else if (name === 'file') upload.file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
  }
  return upload;
}
