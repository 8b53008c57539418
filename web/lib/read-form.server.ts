import { data } from 'react-router';

/**
 * The posted HTML form of a route action. Pages also accept JSON (the staff screens' fetchers), so
 * an action that reads a form answers anything else with 415 instead of failing with a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data('Send an HTML form', { status: 415 });
  }
}
