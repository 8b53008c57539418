import { UpstreamError } from '../lib/errors';

const SERVICE = 'Cloudinary';
const FAILED = 'The image could not be stored';

/** Sends one Upload API request and answers the stored image's secure_url; any failure is an UpstreamError. */
export async function postToCloudinary(endpoint: string, form: FormData, timeoutMs: number): Promise<string> {
  let status: number;
  let text: string;
  try {
    // The timeout covers reading the answer too, not just its headers.
    const response = await fetch(endpoint, { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    text = await response.text();
  } catch (err) {
    if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
      throw new UpstreamError(
        `${FAILED}: ${SERVICE} did not answer within ${formatSeconds(timeoutMs)}. Please try again.`,
        { service: SERVICE, detail: `timed out after ${timeoutMs} ms` },
        504,
      );
    }
    throw new UpstreamError(`${FAILED}: ${SERVICE} could not be reached. Please try again later.`, {
      service: SERVICE,
      detail: describeNetworkError(err),
    });
  }

  const body = parseJson(text);
  if (status < 200 || status > 299) {
    throw new UpstreamError(`${FAILED}: ${SERVICE} answered with status ${status}. Please try again later.`, {
      service: SERVICE,
      status,
      detail: errorMessageOf(body) ?? text.slice(0, 300),
    });
  }
  const secureUrl = (body as { secure_url?: unknown } | undefined)?.secure_url;
  if (typeof secureUrl !== 'string' || !/^https?:\/\/\S+$/.test(secureUrl)) {
    throw new UpstreamError(`${FAILED}: ${SERVICE} sent an answer that could not be read. Please try again later.`, {
      service: SERVICE,
      status,
      detail: `no secure_url in: ${text.slice(0, 300)}`,
    });
  }
  return secureUrl;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Cloudinary's error answers are {"error": {"message": "..."}}. */
function errorMessageOf(body: unknown): string | undefined {
  const message = (body as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === 'string' ? message : undefined;
}

function describeNetworkError(err: unknown): string {
  const cause = err instanceof Error ? (err.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return err instanceof Error ? err.message : String(err);
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}
