import { HttpError } from 'react-admin';
import { isRecord, stringsOf } from '../../../shared/narrow';
import { emitErrorToast } from '../../api/notify';
import { translateNow } from '../../providers/locale';

/**
 * The spec's status toast ('Sorry, an error occurred while updating the status'), followed by the server's
 * reason when it gave one (not allowed, changed meanwhile, not possible from this status).
 */
export function reportStatusFailure(error: unknown): void {
  const failed = translateNow('auth.statusUpdateFailed', {
    _: 'Sorry, an error occurred while updating the status',
  });
  const reason = error instanceof HttpError && [403, 409, 422].includes(error.status) ? reasonOf(error) : '';
  emitErrorToast(reason ? `${failed}: ${reason}` : failed);
}

/** A 422's first field message says more than its general message. */
function reasonOf(error: HttpError): string {
  const errors = isRecord(error.body) && isRecord(error.body.errors) ? error.body.errors : {};
  const [first] = stringsOf(Object.values(errors)[0]);
  return first ?? error.message;
}
