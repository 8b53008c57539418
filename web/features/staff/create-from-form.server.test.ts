import { describe, expect, it, vi } from 'vitest';
import { createApiKeyBody } from '@contract/api-keys';
import { ApiRequestError } from '~/lib/api/errors';
import { createFromForm } from './create-from-form.server';

const created = { intent: 'create', ok: true, toast: 'Created' };

describe('createFromForm', () => {
  it("answers the schema's messages per field without calling the API", async () => {
    const create = vi.fn();
    const answer = await createFromForm('create', 'create the key', createApiKeyBody, { name: '', scopes: [] }, create);
    expect(answer).toEqual({
      intent: 'create',
      ok: false,
      error: 'Could not create the key: name is required',
      fieldErrors: { name: 'name is required', scopes: 'scopes needs at least one scope' },
    });
    expect(create).not.toHaveBeenCalled();
  });

  it("calls the API with the parsed body, and answers its 400's field errors per field", async () => {
    const refused = new ApiRequestError(400, { message: 'name: taken', errors: [{ field: 'name', message: 'name is taken' }] });
    const create = vi.fn().mockRejectedValueOnce(refused).mockResolvedValueOnce(created);
    const values = { name: ' Zapier ', scopes: ['leads:read', 'leads:read'] };
    expect(await createFromForm('create', 'create the key', createApiKeyBody, values, create)).toEqual({
      intent: 'create',
      ok: false,
      error: 'Could not create the key: name is taken',
      fieldErrors: { name: 'name is taken' },
    });
    expect(create).toHaveBeenCalledWith({ name: 'Zapier', scopes: ['leads:read'] });
    expect(await createFromForm('create', 'create the key', createApiKeyBody, values, create)).toBe(created);
  });

  it('throws any other failure on (a stale sign-in, a 500) for staffWrite to answer', async () => {
    const failure = new ApiRequestError(403, { message: 'Confirm your sign-in' });
    await expect(createFromForm('create', 'x', createApiKeyBody, { name: 'a', scopes: ['leads:read'] }, () => Promise.reject(failure))).rejects.toBe(
      failure,
    );
  });
});
