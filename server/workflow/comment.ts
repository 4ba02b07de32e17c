import type { Action } from '../../resources/kit';
import { invalid } from '../http/errors';
import type { Translate } from '../http/locale';

export const COMMENT_MAX = 2000;

/** The action's comment from a request body: trimmed, null when empty; 422 when required and missing. */
export function commentOf(action: Action, body: Record<string, unknown>, t: Translate): string | null {
  const raw = body.comment;
  if (raw !== undefined && raw !== null && typeof raw !== 'string')
    throw invalid({ comment: [t('validation.required')] });
  const comment = typeof raw === 'string' ? raw.trim() : '';
  if (action.comment === 'required' && !comment) throw invalid({ comment: [t('validation.required')] });
  if (comment.length > COMMENT_MAX)
    throw invalid({ comment: [t('validation.maxLength', { max: COMMENT_MAX })] });
  return action.comment === 'none' || !comment ? null : comment;
}
