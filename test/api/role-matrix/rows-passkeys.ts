import type { Passkey, PasskeyOptions } from '@contract/passkeys';
import type { Session } from '../../helpers/app';
import { createSoftPasskey } from '../../helpers/soft-passkey';
import { anybody, everyone, type MatrixContext, type MatrixRows } from './types';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A registration ceremony's options for this caller and a software passkey's answer to them. */
async function registration(me: Session, { app }: MatrixContext) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/passkeys/registration/options', headers: me.bearerHeaders, payload: {} });
  const { flow, options } = res.json() as PasskeyOptions;
  const pk = createSoftPasskey();
  return { flow, response: pk.register(options as unknown as Parameters<typeof pk.register>[0]) };
}

/** A passkey of this caller's, to rename or remove. */
async function ownPasskey(me: Session, ctx: MatrixContext): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/passkeys/registration/verify',
    headers: me.bearerHeaders,
    payload: await registration(me, ctx),
  });
  return (res.json() as Passkey)._id;
}

/** Passkeys (decision 060): one's own, for every role; signing in with one is public. */
const rows: MatrixRows = () => [
  {
    name: 'GET /api/auth/passkeys',
    build: async (me) => ({ method: 'GET', url: '/api/auth/passkeys', headers: me?.bearerHeaders }),
    expected: everyone(200),
  },
  {
    name: 'POST /api/auth/passkeys/registration/options',
    build: async (me) => ({ method: 'POST', url: '/api/auth/passkeys/registration/options', headers: me?.bearerHeaders, payload: {} }),
    expected: everyone(200),
  },
  {
    name: 'POST /api/auth/passkeys/registration/verify',
    build: async (me, ctx) => ({
      method: 'POST',
      url: '/api/auth/passkeys/registration/verify',
      headers: me?.bearerHeaders,
      payload: me ? await registration(me, ctx) : {},
    }),
    expected: everyone(201),
  },
  {
    name: 'PATCH /api/auth/passkeys/:id',
    build: async (me, ctx) => ({
      method: 'PATCH',
      url: `/api/auth/passkeys/${me ? await ownPasskey(me, ctx) : UNKNOWN}`,
      headers: me?.bearerHeaders,
      payload: { name: 'Renamed' },
    }),
    expected: everyone(200),
  },
  {
    name: 'DELETE /api/auth/passkeys/:id',
    build: async (me, ctx) => ({
      method: 'DELETE',
      url: `/api/auth/passkeys/${me ? await ownPasskey(me, ctx) : UNKNOWN}`,
      headers: me?.bearerHeaders,
    }),
    expected: everyone(200),
  },
  {
    name: 'POST /api/auth/passkeys/login/options',
    build: async () => ({ method: 'POST', url: '/api/auth/passkeys/login/options', payload: {} }),
    expected: anybody(200),
  },
  {
    name: 'POST /api/auth/passkeys/login/verify (a flow that does not exist)',
    build: async () => ({
      method: 'POST',
      url: '/api/auth/passkeys/login/verify',
      payload: {
        flow: 'no-such-flow',
        response: {
          id: 'AAAA',
          rawId: 'AAAA',
          type: 'public-key',
          clientExtensionResults: {},
          response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
        },
      },
    }),
    expected: anybody(400),
  },
];

export default rows;
