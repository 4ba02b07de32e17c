import { HttpError } from 'react-admin';
import { http } from '../../api/http';
import { emitErrorToast } from '../../api/notify';
import { translateNow } from '../../providers/locale';

export type UserStatus = 'active' | 'disabled';

/**
 * PUT /api/users/:id/status. A failure raises the spec §8 toast, followed by the server's reason when it
 * gave one (nobody may disable their own account).
 */
export async function updateUserStatus(id: number | string, status: UserStatus): Promise<void> {
  try {
    await http.put(`/users/${id}/status`, { status }, { silent: true });
  } catch (error) {
    const failed = translateNow('auth.statusUpdateFailed', {
      _: 'Sorry, an error occurred while updating the status',
    });
    const reason = error instanceof HttpError && [403, 409, 422].includes(error.status) ? error.message : '';
    emitErrorToast(reason ? `${failed}: ${reason}` : failed);
    throw error;
  }
}
