import { messageSchema } from '@contract/common';
import { savedReplyListSchema, savedReplySchema, type SavedReplyBody } from '@contract/saved-replies';
import type { Transport } from './transport';

/** Saved replies: all staff read them (the lead's reply form), admins write them. */
export const savedRepliesApi = ({ get, send, enc }: Transport) => ({
  list: () => get(savedReplyListSchema, '/api/saved-replies'),
  create: (body: SavedReplyBody) => send(savedReplySchema, 'POST', '/api/saved-replies', body),
  update: (id: string, body: SavedReplyBody) => send(savedReplySchema, 'PUT', `/api/saved-replies/${enc(id)}`, body),
  remove: (id: string) => send(messageSchema, 'DELETE', `/api/saved-replies/${enc(id)}`),
});
