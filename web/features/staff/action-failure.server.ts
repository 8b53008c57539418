import { data } from 'react-router';
import { ApiRequestError } from '~/lib/api/errors';
import type { ActionAnswer } from './use-action-toast';

/**
 * A staff action's failed API call as its error toast: "Could not save the reply: <the API's
 * message>", with the API's 4xx status (502 for anything else). A thrown Response (a redirect to
 * sign in) goes on as it is.
 */
export function actionFailure(err: unknown, couldNot: string) {
  if (err instanceof Response) throw err;
  const reason = err instanceof ApiRequestError ? err.messageOr('Please try again.') : 'Please try again.';
  const status = err instanceof ApiRequestError && err.status < 500 ? err.status : 502;
  return data<ActionAnswer>({ error: `Could not ${couldNot}: ${reason}` }, { status });
}
